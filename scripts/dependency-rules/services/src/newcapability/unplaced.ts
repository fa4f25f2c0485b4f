import { inside } from '../ordering/public';

export const use = () => inside();
