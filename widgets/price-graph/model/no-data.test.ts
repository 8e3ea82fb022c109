import { describe, expect, it } from 'vitest';
import { noDataMessage } from './no-data';

describe('no-data message', () => {
  it("says only 'No data found.' when one or no period is available", () => {
    expect(noDataMessage(0)).toBe('priceGraph.noData');
    expect(noDataMessage(1)).toBe('priceGraph.noData');
  });

  it('asks for another time interval when there are others to choose', () => {
    expect(noDataMessage(2)).toBe('priceGraph.noDataChooseAnother');
    expect(noDataMessage(11)).toBe('priceGraph.noDataChooseAnother');
  });
});
