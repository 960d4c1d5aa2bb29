import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/** Where the console came from when a call answered 404 (ResponseHandler passes it). */
export interface ErrorState {
  from?: string;
}

/**
 * The error route of back-office.md §2 and §8: the generic error page, heading "Error", opened on an
 * API 404 and for any unknown console address; the way back is one click.
 */
export function ErrorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as ErrorState | null)?.from ?? (location.pathname === '/error' ? undefined : location.pathname);
  return (
    <Box component="section" aria-labelledby="error-heading" sx={{ p: 3, maxWidth: 640 }}>
      <Title title={translate('pronto.error.heading')} />
      <Typography id="error-heading" variant="h4" component="h1" gutterBottom>
        {translate('pronto.error.heading')}
      </Typography>
      <Typography>{translate('pronto.error.notFound')}</Typography>
      {from && <Typography color="text.secondary">{translate('pronto.error.path', { path: from })}</Typography>}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => void navigate(-1)}>
          {translate('pronto.error.back')}
        </Button>
        <Button component={Link} to="/">
          {translate('pronto.error.home')}
        </Button>
      </Stack>
    </Box>
  );
}
