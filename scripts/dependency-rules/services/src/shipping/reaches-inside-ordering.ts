import { inside } from '../ordering/inside';

export const reach = () => inside();
