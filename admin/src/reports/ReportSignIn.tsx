import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { email, Form, PasswordInput, required, SelectInput, TextInput, useLogin, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useReportText } from './messages.ts';

/**
 * Report sign-in (back-office.md §2, §5): e-mail (required, valid), password and country (required).
 * The admin's authProvider makes the call through react-admin's useLogin; back here on success.
 */
export function ReportSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const text = useReportText();
  const login = useLogin();
  const notify = useNotify();
  const { pathname } = useLocation();
  const [failed, setFailed] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setFailed(false);
    try {
      await login(values, pathname);
      notify(text.signInSuccess, { type: 'success' });
      onSignedIn();
    } catch {
      setFailed(true);
      notify(text.signInFailed, { type: 'error' });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="report-sign-in-title"
      data-testid="report-area"
      sx={{ display: 'flex', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography id="report-sign-in-title" component="h1" variant="h5" gutterBottom>
            {text.signInTitle}
          </Typography>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {text.signInFailed}
            </Alert>
          )}
          <Form onSubmit={submit} defaultValues={{ emailAddress: '', password: '', country: '' }}>
            <TextInput
              source="emailAddress"
              type="email"
              autoComplete="username"
              label={text.emailAddress}
              validate={[required(text.required), email(text.invalidEmail)]}
              fullWidth
            />
            <PasswordInput
              source="password"
              autoComplete="current-password"
              label={text.password}
              validate={required(text.required)}
              fullWidth
            />
            <SelectInput
              source="country"
              label={text.country}
              validate={required(text.required)}
              choices={[
                { id: 'GB', name: text.countries.GB },
                { id: 'ES', name: text.countries.ES },
              ]}
              translateChoice={false}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
              {text.signIn}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
