import { uiStrings } from '../app/all-features';
import { gridLocaleText } from './grid-locale';

describe('the grid texts', () => {
  it.each(['en', 'vi'] as const)('say an empty list as the phone cards do (%s)', (language) => {
    expect(gridLocaleText(language).noRowsLabel).toBe(uiStrings[language].common.noRows);
  });
});
