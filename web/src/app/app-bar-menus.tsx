import DarkModeIcon from '@mui/icons-material/DarkMode';
import DownloadIcon from '@mui/icons-material/Download';
import LightModeIcon from '@mui/icons-material/LightMode';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { canAccess, type UserInfo } from '@cargo/contracts';
import { catalogPaths } from '../features/catalog/catalog.paths';
import { identityPaths } from '../features/identity/identity.paths';
import { otherLanguage, switchLanguage } from '../i18n/i18n';
import { useDarkToggle } from './color-scheme';
import { IconMenuItem } from './icon-menu-item';
import { useOfferedExport } from '../shared/navbar-export';
import { paths } from '../shared/paths';
import { useAppSelector } from './store';
import { accountEntries } from '../shared/feature';
import { allFeatures } from './all-features';

/** An app bar menu's anchor (the button that opened it; none while closed) and its closing. */
export interface AppBarMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

interface MenuLink {
  testId: string;
  to: string;
  label: string;
}

/** Links of an app bar menu, each closing the menu as it goes. */
const menuLinks = (t: (key: string) => string, links: readonly MenuLink[], close: () => void) =>
  links.map(({ testId, to, label }) => (
    <MenuItem key={testId} component={RouterLink} to={to} onClick={close} data-testid={testId}>
      {t(label)}
    </MenuItem>
  ));

/** A customer's own pages, as the features declare them (orders, shipments, invoices...). */
const CUSTOMER_LINKS: readonly MenuLink[] = accountEntries(allFeatures);

/** The account's menu entries: the back office for staff, their own pages for customers, and logging out. */
function accountLinks(user: UserInfo): MenuLink[] {
  const own = canAccess('admin', user, 'read') ? [{ testId: 'shipment-manager', to: paths.management, label: 'auth.shipmentManager' }] : CUSTOMER_LINKS;
  return [...own, { testId: 'logout', to: identityPaths.logout, label: 'auth.logout' }];
}

/** A guest's way in, in the phone's menu. */
const GUEST_LINKS: readonly MenuLink[] = [
  { testId: 'sign-up', to: identityPaths.register, label: 'auth.signUp' },
  { testId: 'login', to: identityPaths.login, label: 'auth.login' },
];

/** The signed-in user's menu on a wide screen. */
export function AccountMenu({ anchor, onClose }: AppBarMenuProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  return (
    <Menu anchorEl={anchor} open={anchor !== null && user !== null} onClose={onClose}>
      {user ? menuLinks(t, accountLinks(user), onClose) : null}
    </Menu>
  );
}

/** The phone's "more" menu: language, products, dark mode, the list's CSV, then the account or the way in. */
export function MoreMenu({ anchor, onClose }: AppBarMenuProps) {
  const { t, i18n } = useTranslation();
  const user = useAppSelector((state) => state.session.user);
  const { dark, toggle } = useDarkToggle();
  const exporter = useOfferedExport();
  const other = otherLanguage(i18n.language);
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <IconMenuItem
        icon={<TranslateIcon />}
        label={t('app.switchTo')}
        lang={other}
        onDone={onClose}
        onChoose={() => void switchLanguage(other)}
        data-testid="language-switch"
      />
      <MenuItem component={RouterLink} to={catalogPaths.publicProducts} onClick={onClose} data-testid="storefront-link">
        {t('nav.products')}
      </MenuItem>
      <IconMenuItem
        icon={dark ? <LightModeIcon /> : <DarkModeIcon />}
        label={t('app.darkMode')}
        role="menuitemcheckbox"
        aria-checked={dark}
        onDone={onClose}
        onChoose={toggle}
        data-testid="color-scheme-toggle"
      />
      {exporter ? (
        <IconMenuItem icon={<DownloadIcon />} label={t('common.exportCsv')} onDone={onClose} onChoose={() => void exporter()} data-testid="navbar-csv" />
      ) : null}
      <Divider />
      {menuLinks(t, user ? accountLinks(user) : GUEST_LINKS, onClose)}
    </Menu>
  );
}
