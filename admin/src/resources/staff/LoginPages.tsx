import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { AccessDenied, Link, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';

function Page({ access, title, children }: { access: string; title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: access, action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Head({ keys }: { keys: string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {keys.map((k) => (
          <TableCell key={k}>{translate(`resources.staff.loginFields.${k}`)}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function MemberLogins() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const logins = useQuery({ queryKey: ['staff', 'memberLogins'], queryFn: () => dataProvider.memberLogins('staff') });
  if (logins.isPending) return <Loading />;
  return (
    <Table size="small" aria-label={translate('pronto.menu.memberLogins')}>
      <Head keys={['emailAddress', 'result', 'createdAt']} />
      <TableBody>
        {(logins.data ?? []).map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.emailAddress}</TableCell>
            <TableCell>{translate(l.success ? 'resources.staff.loginResults.success' : 'resources.staff.loginResults.failure')}</TableCell>
            <TableCell>{l.createdAt}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MemberLoginsPage() {
  return (
    <Page access="member-logins" title="pronto.menu.memberLogins">
      <MemberLogins />
    </Page>
  );
}

function SuspectedLogins() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const rows = useQuery({ queryKey: ['staff', 'suspectedLogins'], queryFn: () => dataProvider.suspectedLogins('staff') });
  if (rows.isPending) return <Loading />;
  const verdict = (related: boolean | null) =>
    translate(
      related === null
        ? 'resources.staff.verdicts.unchecked'
        : related
          ? 'resources.staff.verdicts.related'
          : 'resources.staff.verdicts.notRelated',
    );
  return (
    <Table size="small" aria-label={translate('pronto.menu.suspectedLogins')}>
      <Head keys={['customer', 'relatedCustomer', 'ip', 'verdict', 'checkedBy', 'check']} />
      <TableBody>
        {(rows.data ?? []).map((r) => (
          <TableRow key={r.id} data-testid={`suspected-${r.id}`}>
            <TableCell>
              <Link to={`/customers/${r.customerId}/show`}>{r.customerId}</Link>
            </TableCell>
            <TableCell>
              <Link to={`/customers/${r.relatedCustomerId}/show`}>{r.relatedCustomerId}</Link>
            </TableCell>
            <TableCell>{r.ip}</TableCell>
            <TableCell>{verdict(r.related)}</TableCell>
            <TableCell>{r.checkedBy ?? '-'}</TableCell>
            <TableCell>
              <RpcButton
                label="resources.staff.actions.related"
                success="resources.staff.notifications.checked"
                params={{ id: r.id, related: true }}
                call={(dp, p) => dp.checkSuspectedLogin('staff', p)}
              />
              <RpcButton
                label="resources.staff.actions.notRelated"
                success="resources.staff.notifications.checked"
                params={{ id: r.id, related: false }}
                call={(dp, p) => dp.checkSuspectedLogin('staff', p)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SuspectedLoginsPage() {
  return (
    <Page access="suspected-logins" title="pronto.menu.suspectedLogins">
      <SuspectedLogins />
    </Page>
  );
}
