import './messages.ts'; // the feature's texts, registered before this renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, TopToolbar, required, useDataProvider, useRecordContext } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { recordActionsSx } from '../../actions/recordActionsSx.ts';

export interface CardRow {
  id: number;
  customerId: number;
  status: string;
  linked: boolean;
  active: boolean;
  deleted: boolean;
  subStatus: string | null;
  provider?: string;
}

/** The privileges and payment providers a card may have, as the card service lists them (not a copy in the screen). */
function useCardChoices() {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const asChoices = (names: string[] | undefined) => (names ?? []).map((name) => ({ id: name, name }));
  const privileges = useQuery({
    queryKey: ['cards', 'privileges'],
    queryFn: () => dataProvider.cardPrivileges('cards'),
    staleTime: Infinity,
  });
  const providers = useQuery({ queryKey: ['cards', 'providers'], queryFn: () => dataProvider.cardProviders('cards'), staleTime: Infinity });
  return { privileges: asChoices(privileges.data), providers: asChoices(providers.data) };
}

/** Link, unlink, delete, activate, sub-status, privilege and provider of one card. */
export function CardActions() {
  const card = useRecordContext<CardRow>();
  const choices = useCardChoices();
  if (!card) return <TopToolbar />;
  const cardId = card.id;
  return (
    <TopToolbar sx={recordActionsSx}>
      {card.linked ? (
        <ConfirmWithReason
          label="resources.cards.actions.setUnlinked"
          message="pronto.audit.questions.unlinkCard"
          messageArgs={{ cardId }}
          success="resources.cards.notifications.unlinked"
          call={(dp, v) => dp.setCardUnlinked('cards', { cardId, reason: v.reason })}
        />
      ) : (
        <RpcButton
          label="resources.cards.actions.setLinked"
          success="resources.cards.notifications.linked"
          params={{ cardId }}
          disabled={card.deleted}
          call={(dp, p) => dp.setCardLinked('cards', p)}
        />
      )}
      <RpcButton
        label="resources.cards.actions.setActive"
        success="resources.cards.notifications.activated"
        params={{ cardId }}
        disabled={card.active || card.deleted}
        call={(dp, p) => dp.setCardActive('cards', p)}
      />
      <ConfirmWithReason
        label="resources.cards.actions.setDeleted"
        message="pronto.audit.questions.deleteCard"
        messageArgs={{ cardId }}
        success="resources.cards.notifications.deleted"
        disabled={card.deleted}
        call={(dp, v) => dp.setCardDeleted('cards', { cardId, reason: v.reason })}
      />
      <RpcDialogButton<{ subStatus: string }>
        label="resources.cards.actions.setSubStatus"
        success="resources.cards.notifications.subStatusSet"
        defaultValues={{ subStatus: card.subStatus ?? '' }}
        call={(dp, v) => dp.setCardSubStatus('cards', { cardId, subStatus: v.subStatus })}
      >
        <TextInput source="subStatus" label="resources.cards.fields.subStatus" validate={required()} />
      </RpcDialogButton>
      <RpcDialogButton<{ privilege: string }>
        label="resources.cards.actions.setPrivilege"
        success="resources.cards.notifications.privilegeSet"
        call={(dp, v) => dp.setCardPrivilege('cards', { cardId, privilege: v.privilege })}
      >
        <SelectInput source="privilege" label="resources.cards.fields.privilege" validate={required()} choices={choices.privileges} />
      </RpcDialogButton>
      <RpcDialogButton<{ provider: string }>
        label="resources.cards.actions.setProvider"
        success="resources.cards.notifications.providerSet"
        defaultValues={{ provider: card.provider ?? '' }}
        call={(dp, v) => dp.setCardProvider('cards', { cardId, provider: v.provider })}
      >
        <SelectInput source="provider" label="resources.cards.fields.provider" validate={required()} choices={choices.providers} />
      </RpcDialogButton>
    </TopToolbar>
  );
}
