import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import type { ReactNode } from 'react';

/** An item of an app bar menu: its icon, its label, and its action (the menu closes first). */
export function IconMenuItem({
  icon,
  label,
  onDone,
  onChoose,
  ...props
}: Omit<MenuItemProps, 'onClick'> & { icon: ReactNode; label: string; onDone: () => void; onChoose: () => void }) {
  return (
    <MenuItem
      {...props}
      onClick={() => {
        onDone();
        onChoose();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
