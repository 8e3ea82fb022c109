import { describe, expect, it } from 'vitest';
import { fadedColor, paletteColor, withAlpha, type ChartColors } from './palette';

const COLORS: ChartColors = {
  line: '#0046c8',
  positive: '#0b7a43',
  negative: '#c0262d',
  text: '#14171f',
  textMuted: '#555c6b',
  grid: '#d6dae2',
  surface: '#ffffff',
  series: ['#111111', '#222222', '#333333'],
};

describe('the chart palette', () => {
  it("picks a layer's colour by its colour index, repeating past the palette's end", () => {
    expect(paletteColor(COLORS, 1)).toBe('#222222');
    expect(paletteColor(COLORS, 4)).toBe('#222222');
  });

  it('draws in the line colour with an empty palette', () => {
    expect(paletteColor({ ...COLORS, series: [] }, 0)).toBe('#0046c8');
  });

  it('fades secondary lines 50 %', () => {
    expect(fadedColor('#336699')).toBe('#33669980');
  });

  it('lays an alpha over #rrggbb colours and uses other colour syntaxes as they are', () => {
    expect(withAlpha('#336699', '1a')).toBe('#3366991a');
    expect(withAlpha('rgb(1 2 3)', '1a')).toBe('rgb(1 2 3)');
    expect(withAlpha('#369', '1a')).toBe('#369');
  });
});
