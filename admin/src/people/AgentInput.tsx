import { AutocompleteInput, required } from 'react-admin';
import { useAgents } from './useAgents.ts';

/** Picks an agent by name (not a typed numeric id); the value is the agent's id. */
export function AgentInput({ source, label }: { source: string; label: string }) {
  const agents = useAgents();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={(agents.data ?? []).map((a) => ({ id: a.id, name: `${a.fullName} (${a.emailAddress})` }))}
      isPending={agents.isPending}
      validate={required()}
    />
  );
}
