import { describe, expect, it } from 'vitest';
import { curatedListTexts } from '../widgets/curated-list-card/texts';
import { fundOrderTexts } from '../widgets/fund-order-panel/texts';
import { priceGraphTexts } from '../widgets/price-graph/texts';
import { sparkGraphTexts } from '../widgets/spark-graph/texts';
import { catalogueProblems, type TextLoaders } from '../core/i18n/translate';

describe('every widget’s texts', () => {
  it.each<[string, TextLoaders]>([
    ['<curated-list-card>', curatedListTexts],
    ['<fund-order-panel>', fundOrderTexts],
    ['<price-graph>', priceGraphTexts],
    ['<spark-graph>', sparkGraphTexts],
  ])(
    '%s has every English text in Swedish, Norwegian, Danish and Finnish, none empty, the same placeholders',
    async (_, texts) => {
      const [en, sv, nb, da, fi] = await Promise.all(
        (['en', 'sv', 'nb', 'da', 'fi'] as const).map((language) => texts[language]()),
      );
      expect(Object.keys(en ?? {}).length).toBeGreaterThan(0);
      expect(catalogueProblems(en ?? {}, { sv, nb, da, fi, en })).toEqual([]);
    },
  );
});
