import { SPARK_VIEW_BOX_SIZE, type SparkGeometry } from './model/spark-geometry';
import type { SparkTrend } from './model/spark-trend';
import * as css from './spark-graph.css';

/** How the area below the line is filled (`area`, `gradient` attributes). */
export type SparkFill = 'none' | 'area' | 'gradient';

/** Everything one drawing shows on screen. */
export interface SparkPicture {
  readonly geometry: SparkGeometry;
  readonly trend: SparkTrend;
  readonly fill: SparkFill;
}

const SVG = 'http://www.w3.org/2000/svg';
/** The gradient's id; ids are scoped to each shadow root, so one name serves every spark. */
const FADE_ID = 'spark-fade';

/** What a drawing is cloned from: the SVG for each trend, and the gradient. */
interface Templates {
  readonly drawing: Readonly<Record<SparkTrend, Element>>;
  readonly fade: Element;
}

let templates: Templates | undefined;

/** Gives the drawing the trend's colour, and the trend's part name. */
function showTrend(svg: Element, trend: SparkTrend): void {
  svg.setAttribute('class', `${css.drawing} ${css.trend[trend]}`);
  // The trend is a part name too, so a page can restyle one trend: `::part(negative)`.
  svg.setAttribute('part', `graph ${trend}`);
}

/** An SVG stretched to the element's box, with the image role, holding the line. */
function drawingTemplate(trend: SparkTrend): Element {
  const svg = document.createElementNS(SVG, 'svg');
  const size = String(SPARK_VIEW_BOX_SIZE);
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('role', 'img');
  svg.setAttribute('focusable', 'false');
  showTrend(svg, trend);
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('part', 'line');
  line.setAttribute('class', css.line);
  svg.append(line);
  return svg;
}

/** The gradient fill's definition, fading the drawing's colour downwards. */
function fadeTemplate(): Element {
  const gradient = document.createElementNS(SVG, 'linearGradient');
  gradient.id = FADE_ID;
  gradient.setAttribute('x1', '0');
  gradient.setAttribute('y1', '0');
  gradient.setAttribute('x2', '0');
  gradient.setAttribute('y2', '1');
  for (const [offset, className] of [
    ['0', css.fadeTop],
    ['1', css.fadeBottom],
  ] as const) {
    const stop = document.createElementNS(SVG, 'stop');
    stop.setAttribute('offset', offset);
    stop.setAttribute('class', className);
    gradient.append(stop);
  }
  const defs = document.createElementNS(SVG, 'defs');
  defs.append(gradient);
  return defs;
}

/**
 * The markup every spark is cloned from, built once per page (cloning is cheaper than building
 * each spark's nodes one by one, and a clone of the right trend needs no restyling).
 */
function drawingTemplates(): Templates {
  templates ??= {
    drawing: { positive: drawingTemplate('positive'), negative: drawingTemplate('negative') },
    fade: fadeTemplate(),
  };
  return templates;
}

/** What the drawing last wrote, by what it wrote it to. */
type Shown = 'trend' | 'label' | 'line' | 'area' | 'areaClass' | 'dots';

/**
 * One spark's drawing in its shadow root. It changes only what differs from the last picture
 * (a redraw with one more point rewrites the line and nothing else), and holds the area, the
 * gradient and the dots only while they are drawn: a page of hundreds of plain lines lays out
 * and paints one shape per spark.
 */
export class SparkDrawing {
  readonly #root: ShadowRoot;
  #svg: Element | undefined;
  #line: Element | undefined;
  #area: Element | undefined;
  #fade: Element | undefined;
  #dots: Element | undefined;
  readonly #shown: Partial<Record<Shown, string>> = {};

  constructor(root: ShadowRoot) {
    this.#root = root;
  }

  /** Names the drawing for assistive technology: its summary. */
  describe(label: string): void {
    const svg = this.#svg;
    if (svg) this.#set('label', label, (v) => svg.setAttribute('aria-label', v));
  }

  /** Shows `picture`, or nothing (the shadow root emptied) when it is undefined. */
  show(picture: SparkPicture | undefined): void {
    if (!picture) {
      this.#svg?.remove();
      return;
    }
    const { geometry, fill, trend } = picture;
    if (!this.#svg || !this.#line) {
      this.#svg = drawingTemplates().drawing[trend].cloneNode(true) as Element;
      this.#line = this.#svg.firstElementChild as Element;
      this.#shown.trend = trend;
    }
    const svg = this.#svg;
    const line = this.#line;
    this.#set('trend', trend, () => showTrend(svg, trend));
    this.#set('line', geometry.line, (v) => line.setAttribute('points', v));
    this.#showArea(svg, line, fill === 'none' ? undefined : geometry.area, fill);
    this.#showDots(line, geometry.dots);
    if (svg.parentNode !== this.#root) this.#root.append(svg);
  }

  #showArea(svg: Element, line: Element, points: string | undefined, fill: SparkFill): void {
    if (fill === 'gradient' && !this.#fade) {
      this.#fade = drawingTemplates().fade.cloneNode(true) as Element;
      svg.prepend(this.#fade);
    } else if (fill !== 'gradient' && this.#fade) {
      this.#fade.remove();
      this.#fade = undefined;
    }
    if (points === undefined) {
      this.#area?.remove();
      this.#area = undefined;
      delete this.#shown.area;
      delete this.#shown.areaClass;
      return;
    }
    if (!this.#area) {
      this.#area = document.createElementNS(SVG, 'polygon');
      this.#area.setAttribute('part', 'area');
      line.before(this.#area);
    }
    const area = this.#area;
    this.#set('area', points, (v) => area.setAttribute('points', v));
    this.#set('areaClass', fill === 'gradient' ? css.gradientArea : css.area, (v) =>
      area.setAttribute('class', v),
    );
  }

  #showDots(line: Element, path: string | undefined): void {
    if (path === undefined) {
      this.#dots?.remove();
      this.#dots = undefined;
      delete this.#shown.dots;
      return;
    }
    if (!this.#dots) {
      this.#dots = document.createElementNS(SVG, 'path');
      this.#dots.setAttribute('part', 'dots');
      this.#dots.setAttribute('class', css.dots);
      line.after(this.#dots);
    }
    const dots = this.#dots;
    this.#set('dots', path, (v) => dots.setAttribute('d', v));
  }

  #set(key: Shown, value: string, write: (value: string) => void): void {
    if (this.#shown[key] === value) return;
    this.#shown[key] = value;
    write(value);
  }
}
