import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TranslateIcon from '@mui/icons-material/Translate';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { switchLanguage } from '../i18n/i18n';
import { paths } from './paths';

export function AppShell() {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Button component={RouterLink} to={paths.home} color="inherit" startIcon={<LocalShippingIcon />} sx={{ textTransform: 'none' }}>
            <Typography variant="h6" component="span">
              {t('app.name')}
            </Typography>
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to={paths.productList} color="inherit">
            {t('nav.products')}
          </Button>
          <Button
            color="inherit"
            startIcon={<TranslateIcon />}
            aria-label={t('app.language')}
            data-testid="language-switch"
            onClick={() => switchLanguage(i18n.language === 'vi' ? 'en' : 'vi')}
          >
            {t('app.switchTo')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
