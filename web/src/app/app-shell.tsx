import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TranslateIcon from '@mui/icons-material/Translate';
import { AppBar, Box, Button, Container, IconButton, Link, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { canAccess } from '@cargo/contracts';
import { useVerifySessionQuery } from '../features/identity/api/identity.api';
import { catalogPaths } from '../features/catalog/catalog.paths';
import { CartButton } from '../features/ordering/components/cart-button';
import { userRestored } from '../shared/session.slice';
import { otherLanguage, switchLanguage } from '../i18n/i18n';
import { allFeatures } from './all-features';
import { drawerEntries, offered } from '../shared/feature';
import { destinations } from './all-routes';
import { paths } from '../shared/paths';
import { identityPaths } from '../features/identity/identity.paths';
import type { RouteHandle } from './route-handle';
import { useAppDispatch, useAppSelector } from './store';
import { useLiveUpdates } from './live-updates';
import { ColorSchemeToggle, PrintInLight } from './color-scheme';
import { KeyboardShortcuts } from '../features/search/components/keyboard-shortcuts';
import { NavbarExportButton } from '../shared/navbar-export';
import { Hint } from '../shared/hint';
import { onDemand, useOpenedOnce } from '../shared/on-demand';

/** The menus and the drawer open on a click: their code (MUI's menu, popover and modal) loads when the page is idle, where they are offered. */
const AccountMenu = onDemand(async () => (await import('./app-bar-menus')).AccountMenu, 'idle');
const MoreMenu = onDemand(async () => (await import('./app-bar-menus')).MoreMenu, 'idle');
const ManagementDrawer = onDemand(async () => (await import('./management-drawer')).ManagementDrawer, 'idle');

/** Drawer entries from every feature, in the spec's order; each names who sees it. */
const DRAWER = drawerEntries(allFeatures);

/** Each page names itself in the browser tab, in the reader's language: '<page> · MTL Cargo'. */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
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

/** The language switch names the other language in that language (`lang` set, so it is read out right). */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = otherLanguage(i18n.language);
  return (
    <Hint title={t('app.language')} describeChild>
      <Button color="inherit" startIcon={<TranslateIcon />} lang={other} data-testid="language-switch" onClick={() => switchLanguage(other)}>
        {t('app.switchTo')}
      </Button>
    </Hint>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user)!;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-label={`${t('auth.account')}: ${user.first}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu"
      >
        {user.first}
      </Button>
      <AccountMenu mounted={opened} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}

/**
 * On a phone the bar keeps the menu, the name, the cart and one "more" menu holding the rest
 * (language, products, dark mode, the list's CSV, the account), so it never wraps or scrolls sideways.
 */
function PhoneMenu({ showCart }: { showCart: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      {showCart ? <CartButton compact /> : null}
      <IconButton
        color="inherit"
        edge="end"
        aria-label={t('app.more')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="phone-menu"
      >
        <MoreVertIcon />
      </IconButton>
      <MoreMenu mounted={opened} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}

/**
 * After a move to another screen, focus goes to its heading, so a screen reader says where the
 * reader is and Tab starts from the page, not from the link they followed. The first load keeps
 * the browser's own start.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // Pages load lazily: the heading appears a moment after the route changes.
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? (tries > 20 ? document.querySelector<HTMLElement>('main') : null);
      tries += 1;
      if (!heading) return;
      window.clearInterval(timer);
      // The reader may already be in the page (a field they clicked) or on a note's action (Undo): focus stays there.
      const active = document.activeElement;
      if (active && active !== document.body && (document.querySelector('main')?.contains(active) || active.closest('[role="alert"]'))) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, expired } = useAppSelector((state) => state.session);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useSessionRestore();
  useLiveUpdates();
  useDocumentTitle();
  useFocusHeadingOnNavigation();
  useEffect(() => {
    if (expired) navigate(identityPaths.logout);
  }, [expired, navigate]);
  const drawerItems = DRAWER.filter((item) => offered(item, user));
  const showDrawer = pathname !== paths.home && drawerItems.length > 0;
  const showCart = Boolean(user) && pathname !== paths.home;
  // The storefront's pages (home, public products) have no download-CSV button, nor have the pages of
  // someone not signed in (sign-in, sign-up) or a page that is not found; every other screen's bar does.
  const showExport = Boolean(user) && pathname !== paths.home && pathname !== paths.notFound && !pathname.startsWith(catalogPaths.publicProducts);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main"
        sx={SKIP_LINK}
        data-testid="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <AppBar position="sticky" elevation={1} enableColorOnDark>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {showDrawer ? (
            <IconButton color="inherit" edge="start" aria-label={t('drawer.open')} onClick={() => setDrawerOpen(true)} data-testid="drawer-toggle">
              <MenuIcon />
            </IconButton>
          ) : null}
          <Button
            component={RouterLink}
            to={paths.home}
            color="inherit"
            startIcon={<LocalShippingIcon />}
            sx={{ textTransform: 'none', minWidth: 0, whiteSpace: 'nowrap' }}
          >
            <Typography variant="h6" component="span" sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
              {t('app.name')}
            </Typography>
          </Button>
          <Box sx={{ flex: 1 }} />
          <KeyboardShortcuts showButton={!phone && canAccess('admin', user, 'read')} destinations={destinations} />
          {showExport ? <NavbarExportButton /> : null}
          {phone ? (
            <PhoneMenu showCart={showCart} />
          ) : (
            <>
              <ColorSchemeToggle />
              <LanguageSwitch />
              <Button color="inherit" component={RouterLink} to={catalogPaths.publicProducts} data-testid="storefront-link">
                {t('nav.products')}
              </Button>
              {showCart ? <CartButton /> : null}
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
            </>
          )}
        </Toolbar>
      </AppBar>
      {showDrawer ? <ManagementDrawer mounted={drawerOpened} open={drawerOpen} onClose={() => setDrawerOpen(false)} items={drawerItems} /> : null}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        // The back office's lists use the whole screen; the public site and the portal keep a column.
        maxWidth={pathname.startsWith(paths.management) ? false : 'lg'}
        sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 }, '&:focus, & h1:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Container>
      <SiteFooter />
      <PrintInLight />
    </Box>
  );
}

/** Off screen until focused by keyboard: the first Tab of every page offers a jump past the app bar. */
const SKIP_LINK = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;
