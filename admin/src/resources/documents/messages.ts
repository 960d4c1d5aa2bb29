import { registerMessages } from '../../i18n/i18nProvider.ts';

/** Texts of the document screens (`resources.documents`); its name and field labels (the customer page lists documents) are in en.ts / es.ts. */
const enTexts = {
  documents: {
    types: {
      idDocument: 'Identity document',
      proofOfIncome: 'Proof of income',
      bankStatement: 'Bank statement',
      loanAgreement: 'Loan agreement',
      signedLoanAgreement: 'Signed loan agreement',
      legal: 'Legal document',
      other: 'Other',
    },
    count: 'One document of customer %{customerId} |||| %{smart_count} documents of customer %{customerId}',
    chooseCustomer: 'Filter by a customer to see their document count.',
    actions: {
      download: 'Download',
      link: 'Temporary link',
      send: 'E-mail to customer',
      sendPage: 'E-mail it to the customer |||| E-mail these %{smart_count} to the customer',
      autoCheck: 'Run auto-check',
      dniRead: 'Read DNI',
    },
    notifications: {
      sent: 'Documents e-mailed to the customer',
      checked: 'Auto-check done',
      dniRead: 'DNI read',
    },
    linkExpires: 'Valid until %{expiresAt}',
    ocr: {
      title: 'OCR results',
      confidence: 'Confidence',
      field: 'Field',
      read: 'Read',
      expected: 'On the customer',
      match: 'Match',
      passed: 'Auto-check passed',
      failed: 'Auto-check failed',
      notChecked: 'Not auto-checked yet',
      checkedBy: 'Checked by %{by} on %{at}',
      dni: 'DNI reading',
      dniNone: 'Not read yet',
      dniResult: '%{kind} %{number}: %{validity}, %{matching}',
      valid: 'valid',
      invalid: 'not a valid DNI or NIE',
      matches: 'matches the customer',
      differs: 'differs from the customer',
      yes: 'Yes',
      no: 'No',
      fields: { firstName: 'First name', lastName: 'Last name', documentNumber: 'Document number', birthDate: 'Birth date' },
    },
    agreement: {
      title: 'Signed loan agreement of loan %{loanId}',
      none: 'No signed agreement has been uploaded for this loan.',
    },
  },
};

const esTexts: typeof enTexts = {
  documents: {
    types: {
      idDocument: 'Documento de identidad',
      proofOfIncome: 'Justificante de ingresos',
      bankStatement: 'Extracto bancario',
      loanAgreement: 'Contrato de préstamo',
      signedLoanAgreement: 'Contrato de préstamo firmado',
      legal: 'Documento legal',
      other: 'Otro',
    },
    count: 'Un documento del cliente %{customerId} |||| %{smart_count} documentos del cliente %{customerId}',
    chooseCustomer: 'Filtre por un cliente para ver cuántos documentos tiene.',
    actions: {
      download: 'Descargar',
      link: 'Enlace temporal',
      send: 'Enviar al cliente',
      sendPage: 'Enviarlo al cliente |||| Enviar estos %{smart_count} al cliente',
      autoCheck: 'Comprobar automáticamente',
      dniRead: 'Leer DNI',
    },
    notifications: {
      sent: 'Documentos enviados al cliente',
      checked: 'Comprobación automática hecha',
      dniRead: 'DNI leído',
    },
    linkExpires: 'Válido hasta %{expiresAt}',
    ocr: {
      title: 'Resultados del OCR',
      confidence: 'Confianza',
      field: 'Campo',
      read: 'Leído',
      expected: 'En el cliente',
      match: 'Coincide',
      passed: 'Comprobación superada',
      failed: 'Comprobación fallida',
      notChecked: 'Aún sin comprobar',
      checkedBy: 'Comprobado por %{by} el %{at}',
      dni: 'Lectura del DNI',
      dniNone: 'Aún sin leer',
      dniResult: '%{kind} %{number}: %{validity}, %{matching}',
      valid: 'válido',
      invalid: 'no es un DNI ni un NIE válido',
      matches: 'coincide con el cliente',
      differs: 'no coincide con el cliente',
      yes: 'Sí',
      no: 'No',
      fields: { firstName: 'Nombre', lastName: 'Apellidos', documentNumber: 'Número de documento', birthDate: 'Fecha de nacimiento' },
    },
    agreement: {
      title: 'Contrato firmado del préstamo %{loanId}',
      none: 'No se ha subido ningún contrato firmado de este préstamo.',
    },
  },
};

export const en = { resources: enTexts };
export const es = { resources: esTexts };

// Evaluated with the document screens (each imports this module first), before anything of them renders.
registerMessages({ en, es });
