import type { Translate } from '../../../core/i18n';
import type { ResolutionId } from '../../../core/schemas/enumerations';
import * as css from '../price-graph.css';
import { useElementId } from '../../shared/use-element-id';

/**
 * The resolution dropdown, labelled Resolution, listing the period's valid resolutions. Until the
 * period's data says which are valid it is there but disabled, so the header keeps its layout when
 * the data comes.
 */
export function ResolutionSelect(props: {
  valid: readonly ResolutionId[];
  value: ResolutionId | undefined;
  t: Translate;
  onChange: (resolution: ResolutionId) => void;
}) {
  const id = useElementId();
  const { valid, value, t, onChange } = props;
  return (
    <div className={css.resolution}>
      <label htmlFor={id}>{t('priceGraph.resolution')}</label>
      <select
        id={id}
        className={css.resolutionSelect}
        value={value ?? ''}
        disabled={valid.length === 0}
        onChange={(event) => {
          const chosen = valid.find((resolution) => resolution === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {value === undefined ? <option value="" disabled /> : null}
        {valid.map((resolution) => (
          <option key={resolution} value={resolution}>
            {t(`priceGraph.resolution.${resolution}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
