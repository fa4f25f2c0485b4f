import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuIcon from '@mui/icons-material/Menu';
import TranslateIcon from '@mui/icons-material/Translate';
import { AppBar, Box, Button, Container, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { canAccess } from '@cargo/contracts';
import { useVerifySessionQuery } from '../features/identity/api/identity.api';
import { catalogPaths } from '../features/catalog/catalog.paths';
import { CartButton } from '../features/ordering/components/cart-button';
import { customerOrderingPaths } from '../features/ordering/ordering.paths';
import { userRestored } from '../features/identity/session.slice';
import { switchLanguage } from '../i18n/i18n';
import { allFeatures } from './all-features';
import { paths } from './paths';
import { identityPaths } from '../features/identity/identity.paths';
import type { RouteHandle } from './route-handle';
import { useAppDispatch, useAppSelector } from './store';
import { useLiveUpdates } from './live-updates';

/** Drawer entries from every feature, in the spec's order; each names who sees it. */
const DRAWER = allFeatures.flatMap((feature) => feature.drawer).sort((a, b) => a.order - b.order);

/** Each page names itself in the browser tab, in the reader's language: '<page> · MTL Cargo'. */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const title = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${t(`titles.${title}`)} · ${t('app.name')}` : t('app.name');
    document.documentElement.lang = i18n.language;
  }, [title, t, i18n.language]);
}

/** On start with a stored token, the session is verified and the user info restored. */
function useSessionRestore() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const { data } = useVerifySessionQuery(undefined, { skip: !token });
  useEffect(() => {
    if (data) dispatch(userRestored(data.userInfo));
  }, [data, dispatch]);
}

function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user)!;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button color="inherit" startIcon={<AccountCircleIcon />} aria-label={t('auth.account')} onClick={(event) => setAnchor(event.currentTarget)} data-testid="user-menu">
        {user.first}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {canAccess('admin', user, 'read') ? (
          <MenuItem component={RouterLink} to={paths.management} onClick={close} data-testid="shipment-manager">
            {t('auth.shipmentManager')}
          </MenuItem>
        ) : (
          [
            <MenuItem key="orders" component={RouterLink} to={customerOrderingPaths.orders} onClick={close} data-testid="my-orders">
              {t('auth.myOrders')}
            </MenuItem>,
            <MenuItem key="addresses" component={RouterLink} to={customerOrderingPaths.addresses} onClick={close} data-testid="my-addresses">
              {t('auth.myAddresses')}
            </MenuItem>,
          ]
        )}
        <MenuItem component={RouterLink} to={identityPaths.logout} onClick={close} data-testid="logout">
          {t('auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

export function AppShell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, expired } = useAppSelector((state) => state.session);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSessionRestore();
  useLiveUpdates();
  useDocumentTitle();
  useEffect(() => {
    if (expired) navigate(identityPaths.logout);
  }, [expired, navigate]);
  const drawerItems = DRAWER.filter((item) => canAccess(item.level, user, 'read'));
  const showDrawer = pathname !== paths.home && drawerItems.length > 0;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          {showDrawer ? (
            <IconButton color="inherit" edge="start" aria-label={t('drawer.open')} onClick={() => setDrawerOpen(true)} data-testid="drawer-toggle">
              <MenuIcon />
            </IconButton>
          ) : null}
          <Button component={RouterLink} to={paths.home} color="inherit" startIcon={<LocalShippingIcon />} sx={{ textTransform: 'none' }}>
            <Typography variant="h6" component="span">
              {t('app.name')}
            </Typography>
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" startIcon={<TranslateIcon />} aria-label={t('app.language')} data-testid="language-switch" onClick={() => switchLanguage(i18n.language === 'vi' ? 'en' : 'vi')}>
            {t('app.switchTo')}
          </Button>
          <Button color="inherit" component={RouterLink} to={catalogPaths.publicProducts} data-testid="storefront-link">
            {t('nav.products')}
          </Button>
          {user && pathname !== paths.home ? <CartButton /> : null}
          {user ? (
            <UserMenu />
          ) : (
            <>
              <Button color="inherit" component={RouterLink} to={identityPaths.register} data-testid="sign-up">
                {t('auth.signUp')}
              </Button>
              <Button color="inherit" variant="outlined" component={RouterLink} to={identityPaths.login} data-testid="login">
                {t('auth.login')}
              </Button>
            </>
          )}
        </Toolbar>
      </AppBar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <List sx={{ width: 260 }} subheader={<ListSubheader>{t('drawer.management')}</ListSubheader>} data-testid="drawer">
          <Divider />
          {drawerItems.map((item) => (
            <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={() => setDrawerOpen(false)} selected={pathname === item.to}>
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
