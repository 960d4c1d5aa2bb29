/** Messages to customers: template variables from the customer's own loan, one merge, who a template may go to. */
export {
  MERGE_VARIABLES,
  currentLoan,
  loanArrears,
  loanBalance,
  mergeMessage,
  mergeTemplate,
  mergeValues,
  nextInstalment,
  templateFits,
  type MergeSource,
  type MergeValues,
  type MergeVariable,
  type Merged,
  type TemplateTarget,
} from './merge.ts';
