import { isSpain } from '../../app/config.ts';

const en = {
  title: (loanId: string) => `Documents of loan ${loanId}`,
  none: 'There are no documents for this loan yet.',
  open: 'Open',
  download: 'Download',
  types: {
    loanAgreement: 'Loan agreement',
    preContractInformation: 'Pre-contract credit information',
    statement: 'Loan statement',
  } as Record<string, string>,
  back: 'Back to my loans',
  close: 'Close document',
};

const es: typeof en = {
  title: (loanId) => `Documentos del préstamo ${loanId}`,
  none: 'Todavía no hay documentos para este préstamo.',
  open: 'Abrir',
  download: 'Descargar',
  types: {
    loanAgreement: 'Contrato de préstamo',
    preContractInformation: 'Información precontractual',
    statement: 'Extracto del préstamo',
  },
  back: 'Volver a mis préstamos',
  close: 'Cerrar documento',
};

/** Texts of the documents page in the market's language. */
export const m = isSpain ? es : en;
