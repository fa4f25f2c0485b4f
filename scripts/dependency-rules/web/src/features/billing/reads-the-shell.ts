// Breaks web-layers-one-way-down: a feature reaching up into the shell.
import { store } from '../../app/store';

export const session = store.session;
