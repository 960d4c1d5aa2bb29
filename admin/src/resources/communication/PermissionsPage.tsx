import './messages.ts'; // the screen's texts, registered before it renders
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { AccessDenied, Form, Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { commsApi, type PermissionChange, type PermissionChannel, type PermissionKind } from './api.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { useWatch } from 'react-hook-form';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const T = 'pronto.comms.permissions';

type Change = { kind: PermissionKind; channel: PermissionChannel; allow: boolean } | { kind: PermissionKind; refuseAll: true };

/** One kind of permission: a row per channel with Allow / Refuse (add / remove). */
function PermissionTable({
  kind,
  customerId,
  onChange,
  busy,
}: {
  kind: PermissionKind;
  customerId: number;
  onChange: (c: Change) => void;
  busy: boolean;
}) {
  const when = useFormatDate();
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: ['permissions', kind, customerId], queryFn: () => commsApi.permissions(kind, customerId) });
  const title = translate(`${T}.${kind}`);
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return <Loading />;
  return (
    <section aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {/* A customer who asks for no contact at all (or no marketing) has every channel refused at once (update). */}
        <Button
          size="small"
          color="error"
          disabled={busy || data.every((p) => !p.allowed)}
          onClick={() => onChange({ kind, refuseAll: true })}
        >
          {translate(`${T}.refuseAll.${kind}`)}
        </Button>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.channel`)}</TableCell>
            <TableCell>{translate(`${T}.state`)}</TableCell>
            <TableCell>{translate(`${T}.changed`)}</TableCell>
            <TableCell>{translate(`${T}.by`)}</TableCell>
            <TableCell>{translate(`${T}.change`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((p) => (
            <TableRow key={p.channel} data-testid={`${kind}-${p.channel}`}>
              <TableCell component="th" scope="row">
                {translate(`${T}.channels.${p.channel}`)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={p.allowed ? 'success' : 'default'}
                  label={translate(p.allowed ? `${T}.allowed` : `${T}.refused`)}
                />
              </TableCell>
              <TableCell>{p.updatedAt ? when(p.updatedAt) : '-'}</TableCell>
              <TableCell>{p.updatedBy ?? '-'}</TableCell>
              <TableCell>
                <Button size="small" disabled={busy} onClick={() => onChange({ kind, channel: p.channel, allow: !p.allowed })}>
                  {translate(p.allowed ? `${T}.refuse` : `${T}.allow`)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

/** Both kinds' history (communicationPermission/history, ncpPermission/history), newest first. */
function History({ customerId }: { customerId: number }) {
  const when = useFormatDate();
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['permissions', 'history', customerId],
    queryFn: async () => {
      const [communication, ncp] = await Promise.all([
        commsApi.permissionHistory('communication', customerId),
        commsApi.permissionHistory('ncp', customerId),
      ]);
      return [...communication, ...ncp].sort(
        (a: PermissionChange, b: PermissionChange) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      );
    },
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return <Loading />;
  return (
    <section aria-label={translate(`${T}.history`)}>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate(`${T}.history`)}
      </Typography>
      {data.length === 0 ? (
        <Typography>{translate('pronto.common.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.when`)}</TableCell>
              <TableCell>{translate(`${T}.kind`)}</TableCell>
              <TableCell>{translate(`${T}.channel`)}</TableCell>
              <TableCell>{translate(`${T}.state`)}</TableCell>
              <TableCell>{translate(`${T}.reason`)}</TableCell>
              <TableCell>{translate(`${T}.by`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((h) => (
              <TableRow key={`${h.kind}-${h.id}`}>
                <TableCell>{h.createdAt ? when(h.createdAt) : '-'}</TableCell>
                <TableCell>{translate(`${T}.kinds.${h.kind}`)}</TableCell>
                <TableCell>{translate(`${T}.channels.${h.channel}`)}</TableCell>
                <TableCell>{translate(h.allowed ? `${T}.allowed` : `${T}.refused`)}</TableCell>
                <TableCell>{h.reason || '-'}</TableCell>
                <TableCell>{h.createdBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** A customer's communication and NCP (marketing) permissions per channel, with their history. */
/** Opens the permissions of the customer picked in the form (the address keeps them for a reload). */
function OpenPicked({ onPick }: { onPick: (customerId: number | null) => void }) {
  const picked: unknown = useWatch({ name: 'customerId' });
  const id = typeof picked === 'number' ? picked : null;
  useEffect(() => onPick(id), [id, onPick]);
  return null;
}

export default function PermissionsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customerId')) || null;
  // One record per customer, so the form is not reset on each render.
  const opened = useMemo(() => ({ customerId }), [customerId]);
  const openCustomer = useCallback(
    (id: number | null) => {
      if (id !== customerId) setParams(id ? { customerId: String(id) } : {});
    },
    [customerId, setParams],
  );
  const [reason, setReason] = useState('');
  const { canAccess, isPending } = useCanAccess({ resource: 'comm-permissions', action: 'list' });
  const change = useMutation({
    mutationFn: async (c: Change) => {
      if (!customerId) return;
      if ('refuseAll' in c) {
        const current = await commsApi.permissions(c.kind, customerId);
        for (const p of current.filter((x) => x.allowed))
          await commsApi.setPermission(c.kind, { customerId, channel: p.channel, allowed: false, reason });
        return;
      }
      const body = { customerId, channel: c.channel, reason };
      await (c.allow ? commsApi.allow(c.kind, body) : commsApi.refuse(c.kind, body));
    },
    onSuccess: () => {
      notify(`${T}.saved`, { type: 'success' });
      setReason('');
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['permissions'] }),
  });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`)}
        </Typography>
        <Form record={opened}>
          <Box sx={{ my: 2, maxWidth: 480 }}>
            <CustomerInput source="customerId" label={`${T}.customerId`} required={false} />
          </Box>
          <OpenPicked onPick={openCustomer} />
        </Form>
        {customerId && (
          <>
            <MuiTextField
              size="small"
              label={translate(`${T}.reason`)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              sx={{ maxWidth: 480 }}
            />
            <PermissionTable kind="communication" customerId={customerId} onChange={(c) => change.mutate(c)} busy={change.isPending} />
            <PermissionTable kind="ncp" customerId={customerId} onChange={(c) => change.mutate(c)} busy={change.isPending} />
            <History customerId={customerId} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
