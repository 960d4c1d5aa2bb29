import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  email,
  Form,
  LocalesMenuButton,
  PasswordInput,
  required,
  SelectInput,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { ReportSignInRequest } from '@pronto/api';

/** Staff sign-in (back-office.md §2, §5): e-mail (required, valid), password (required), country (required). */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();

  const submit = async (values: Record<string, unknown>) => {
    try {
      await login(values as unknown as ReportSignInRequest);
      notify('pronto.login.success', { type: 'success' });
    } catch {
      notify('pronto.login.failure', { type: 'error' });
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {translate('pronto.login.title')}
            </Typography>
            <LocalesMenuButton />
          </Box>
          <Form onSubmit={submit} noValidate defaultValues={{ emailAddress: '', password: '', country: 'GB' }}>
            <TextInput
              source="emailAddress"
              type="email"
              autoComplete="username"
              label="pronto.login.emailAddress"
              validate={[required('pronto.login.required'), email('pronto.login.invalidEmail')]}
              fullWidth
            />
            <PasswordInput
              source="password"
              autoComplete="current-password"
              label="pronto.login.password"
              validate={required('pronto.login.required')}
              fullWidth
            />
            <SelectInput
              source="country"
              label="pronto.login.country"
              validate={required('pronto.login.required')}
              choices={[
                { id: 'GB', name: 'pronto.login.countries.GB' },
                { id: 'ES', name: 'pronto.login.countries.ES' },
              ]}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
              {translate('pronto.login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
