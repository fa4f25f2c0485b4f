import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { DrawerEntry } from '../shared/feature';

/** The back office's drawer: the entries the reader may open, the current one marked. */
export function ManagementDrawer({ open, onClose, items }: { open: boolean; onClose: () => void; items: readonly DrawerEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('drawer.management')} sx={{ width: 260 }}>
        <List subheader={<ListSubheader>{t('drawer.management')}</ListSubheader>} data-testid="drawer">
          <Divider component="li" />
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                onClick={onClose}
                selected={pathname === item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
