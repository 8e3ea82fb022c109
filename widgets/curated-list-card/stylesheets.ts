/**
 * Every stylesheet of this widget and of the shared parts, evaluated here, before any of the
 * widget's code: each registers its CSS with the kit's shadow-root sheet as it loads, in this
 * order, and the bundler writes their texts side by side at the top of the file, where the
 * compressor finds the rules they share. A stylesheet added to the widget is gathered by the
 * pattern, with nothing to list.
 */
import.meta.glob('./**/*.css.ts', { eager: true });
