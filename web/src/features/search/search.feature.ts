import type { Feature } from '../../shared/feature';
import searchStrings from './search.strings.json';

/** The command palette and the keyboard shortcuts: the shell draws them, so the feature brings strings only. */
export const searchFeature = {
  pages: [],
  strings: searchStrings,
} satisfies Feature;
