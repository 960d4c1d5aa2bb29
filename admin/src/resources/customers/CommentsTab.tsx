import './messages.ts'; // the feature's texts, registered before this renders
import { useState } from 'react';
import { Box, List as MuiList, ListItem, ListItemText, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import PushPinIcon from '@mui/icons-material/PushPin';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { Button, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { useCustomerComments } from './useCustomerComments.ts';
import { DateField } from '../../fields/DateField.tsx';
import type { Comment } from '../../providers/customer.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { TextInput, required } from 'react-admin';
import { useRpc } from '../../actions/useRpc.ts';

function AddComment({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { mutate, isPending } = useRpc(
    (dp, p: { customerId: number; text: string }) => dp.addComment('customers', p),
    'resources.customers.notifications.commentAdded',
    () => setText(''),
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      <MuiTextField
        label={translate('resources.customers.actions.comment')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        multiline
        fullWidth
      />
      <Button
        label="resources.customers.actions.addComment"
        // react-admin's Button drops its name on phones while disabled: give it one (axe button-name).
        aria-label={translate('resources.customers.actions.addComment')}
        variant="contained"
        disabled={isPending || text.trim() === ''}
        onClick={() => mutate({ customerId, text: text.trim() })}
      >
        <AddCommentIcon />
      </Button>
    </Stack>
  );
}

/** Comments newest first with the pinned ones on top: add, pin, unpin, edit. */
export function CommentsTab() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const data = useCustomerComments(record?.id) ?? [];
  if (!record) return null;
  const sorted = [...data].sort((a, b) => Number(b.pinned) - Number(a.pinned));
  return (
    <Box>
      <AddComment customerId={record.id} />
      <MuiList aria-label={translate('resources.customers.tabs.comments')}>
        {sorted.map((comment) => (
          <ListItem key={comment.id} divider data-testid="comment" secondaryAction={<CommentActions comment={comment} />}>
            {comment.pinned && (
              <PushPinIcon fontSize="small" titleAccess={translate('resources.customers.actions.pinned')} sx={{ mr: 1 }} />
            )}
            <ListItemText
              primary={comment.text}
              secondary={
                <RecordContextProvider value={comment}>
                  <Typography component="span" variant="caption">
                    {comment.createdBy ? `${comment.createdBy} · ` : ''}
                    <DateField source="createdAt" showTime component="span" />
                  </Typography>
                </RecordContextProvider>
              }
            />
          </ListItem>
        ))}
      </MuiList>
    </Box>
  );
}

function CommentActions({ comment }: { comment: Comment }) {
  return (
    <Stack direction="row">
      <RpcButton
        label={comment.pinned ? 'resources.customers.actions.unpin' : 'resources.customers.actions.pin'}
        success={comment.pinned ? 'resources.customers.notifications.commentUnpinned' : 'resources.customers.notifications.commentPinned'}
        params={{ commentId: comment.id }}
        call={(dp, p) => (comment.pinned ? dp.unpinComment('customers', p) : dp.pinComment('customers', p))}
      />
      <RpcDialogButton<{ text: string }>
        label="resources.customers.actions.editComment"
        success="resources.customers.notifications.commentUpdated"
        defaultValues={{ text: comment.text }}
        call={(dp, v) => dp.updateComment('customers', { commentId: comment.id, text: v.text })}
      >
        <TextInput source="text" label="resources.customers.actions.comment" validate={required()} multiline fullWidth />
      </RpcDialogButton>
    </Stack>
  );
}
