import { describe } from 'vitest';
import * as tax from './tax';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('tax paths', () => {
  itBuildsPaths(tax, {
    report9a: [
      [
        [{ accid: 11, instruments: [101, 102] }],
        '/tax/v1/9a?accid=11&instruments=101&instruments=102',
      ],
      [[{ accid: 11, instruments: undefined }], '/tax/v1/9a?accid=11'],
    ],
    report9aFilters: [[[], '/tax/v1/9a/filters']],
    report9aPdf: [[[{ accid: 11 }], '/tax/v1/9a/pdf?accid=11']],
    report9aCsv: [[[{ accid: 11, instruments: [7] }], '/tax/v1/9a/csv?accid=11&instruments=7']],
    realisationEvents: [[[], '/tax/v1/realisation/events']],
    realisationUserEdited: [[[], '/tax/v1/realisation/user-edited']],
    realisationFilter: [[[], '/tax/v1/realisation/filter']],
    realisationInstrument: [[[], '/tax/v1/realisation/instrument']],
    realisationAdd: [[[], '/tax/v1/realisation/add']],
    realisationEdit: [[[], '/tax/v1/realisation/edit']],
    realisationRestore: [[[], '/tax/v1/realisation/restore']],
    realisationExclude: [[[], '/tax/v1/realisation/exclude']],
    realisationTotalPnl: [[[], '/tax/v1/realisation/total-pnl']],
    realisationTransactionTypes: [[[], '/tax/v1/realisation/transaction-types']],
    k4ReportGenerate: [[[ID], `/tax/v1/realisation/k4-report/${ENC}/generate`]],
    k4Report: [[[ID], `/tax/v1/realisation/k4-report/${ENC}`]],
    realisationAvailableData: [[[], '/tax/v1/realisation/available-data']],
  });
});
