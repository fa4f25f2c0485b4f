export const inside = () => 'ordering';
