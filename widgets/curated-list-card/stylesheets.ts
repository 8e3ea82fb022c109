// This widget's style modules, evaluated before any of its code: widgets/stylesheets.ts says why.
import.meta.glob('./**/*.css.ts', { eager: true });
