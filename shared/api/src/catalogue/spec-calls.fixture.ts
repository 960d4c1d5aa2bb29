import type { Service } from '../types.ts';

/**
 * Every call name of back-office.md §7, copied from the spec, per service: `method name` where the spec
 * gives the method, `* name` where it does not. Names with `{var}` are matched against the path; names
 * the spec gives inside a group (Gmail, IVR, permissions, letters, ...) are matched as the last part of
 * a `group/name` entry. Loosely named groups are in LOOSE_GROUPS.
 */
export const SPEC_CALLS: Record<Exclude<Service, 'log' | 'report'>, string[]> = {
  bankscraper: [
    'get ServiceUrl', 'post validatecustomerInfo', 'post validateCustomerFinancialDetails',
    'post validateCustomerFinancialDetailsWithoutCred', 'get determineApplicationFlowPath', 'get loantransfermanager/state',
    'post loantransfermanager/reset', 'post findLinkedAccountId', 'post notifysms', 'post scrape', 'post scrape/ableTo',
    'post scrape/collection', 'post scrapeAccounts', 'get getScrapeCustomerInfo', 'get getAccountWithBankDetails',
    'post findSalaryDateOfCustomer', 'post scraperPerformance', 'post addCustomerBankAccountManually',
    'get getCredentialsOfCustomer', 'get FindDuplicateAccounts', 'get GetAccount', 'post getAccountBulk',
    'get cardPriorityList', 'get activeScrapeProvider', 'post tokenScrape', 'post tokenScrape/{sessionId}',
    'get GetCustomerBestTokens', 'get getSessionResultJsonAsTxt', 'get randomIban', 'put fixCustomerAccountSessionHistoryData',
    'post getEligibleBankAccount',
  ],
  card: [
    'post transaction/cancel', 'post create', 'post sale', 'post saleOnGkPay', 'post setLinked', 'post setUnlinked',
    'post validate', 'post validate/multiple', 'post createAndValidate', 'post setDeleted', 'post setCardSubStatus',
    'post cardPrivilege', 'post addOrUpdateProvider', 'get customer', 'get customer/ordered', 'get customer/mini',
    'get customer/miniHavingToken', 'get customer/latest', 'post getCardsWithToken/{token}', 'get transactions/{cardId}',
    'get transactionsPaged/{cardId}', 'post searchCardTransactions', 'post searchCardTransactions/csv', 'get cardPrivileges',
    'get statusHistory/{cardId}', 'get statusHistoryv2/{cardId}', 'put active/{cardId}', 'get providerList',
    'post checkCardValidationForLoanApplication', '* paynopain/success', '* paynopain/error',
    '* paynopain/orderEvents/{eventName}/{trackId}', '* bizum/callback', '* bizum/start', '* bizum/redirect-back',
    '* bizum/data', '* UniversalPayNotificationURL',
  ],
  communication: [
    // Support-email tickets
    '* getTickets', '* getCustomerTickets', '* getThreads', '* getThread', '* reply', '* replymultipart', '* startNewThread',
    '* bind', '* unbind', '* assign', '* reassign', '* close', '* read', '* camOpenTickets', '* camUnissuedTickets',
    '* getState', '* attachments',
    // Gmail
    '* gmail/getMessage', '* gmail/getMessages', '* gmail/getThread', '* gmail/getLabels', '* gmail/sendEmail',
    // Segments, scheduled marketing
    '* getAllSegments', '* getSegmentById', '* insertSegment', '* deleteSegment', '* getAllMarketingScheduled',
    '* getMarketingScheduledById', '* insertMarketingScheduled', '* deleteMarketingScheduled',
    // Templates
    'get CommTemplate', 'put CommTemplate', 'post CommTemplate', 'delete CommTemplate', 'get CommTemplateChannel',
    'put CommTemplateChannel', 'post CommTemplateChannel', 'delete CommTemplateChannel', '* createNewTemplate',
    '* updateTemplate', '* deleteTemplateById/{templateId}', '* template', '* template/get', '* templateByName',
    'post templateByName', '* getTemplatesNameDistinct',
    // Sending
    '* bulkSms', '* bulkEmail', '* SendEmailSingle', '* SendEmailBulk', '* SendSmsSingle', '* SendSmsBulk',
    '* sendSpecificSms', '* sendEmailSms', '* sendDocumentsToCustomer', '* letter',
    // Histories
    '* sms/history', '* sms/historypaged', '* email/history', '* email/historybypaging', '* sms/{smsId}/markasread',
    '* sms/{smsId}/receipt',
    // IVR integrations and automated calls
    '* welcome', '* unanswered', '* collection', '* start', '* stop', '* notify', '* set',
    // Captcha
    'get GetPublicCaptchaKey', 'post ValidateCaptcha',
    // Documents and S3
    '* documentList', '* documentCount', '* s3Link', '* s3Download', '* s3Upload',
    // Communication permissions and NCP permissions
    '* communicationPermission/check', '* communicationPermission/update', '* communicationPermission/add',
    '* communicationPermission/remove', '* communicationPermission/history', '* ncpPermission/check',
    '* ncpPermission/update', '* ncpPermission/add', '* ncpPermission/remove', '* ncpPermission/history',
  ],
  customer: [
    'get customer', 'put customer', 'post customer', '* search', '* searchBySP', '* searchForExportCSV',
    '* groups', 'put group', 'post group', 'delete group', '* getCustomerByGroupId', '* addCustomerToGroup',
    '* removeCustomerFromGroup', 'post subStatus', 'get subStatus', 'get status', 'post status', '* collectionStatus',
    '* customerGroupStatus', '* bulk/status', 'get comment', 'post comment', '* bulkComment', '* comment/pin',
    '* comment/unpin', '* updateComment', 'get address', 'put address', 'post address', 'get communication',
    'post communication', '* communicationVerifyWithOTP', 'get creditlimit', 'post creditlimit', '* getFinancialInfo',
    'get ruleEngineCredibility/{customerId}', 'post ruleEngineCredibility/{customerId}', '* credibility2',
    '* UpsertCustomerRiskScore', '* customerCreditTypeHistory', '* assignToCam', '* {loanId}/unassignFromCam',
    '* collectionCustomers', '* autoIC', '* autoEC', '* autoLC', '* lightRegister', '* CheckPhoneDNI', '* pinValidate',
    '* saveAddress', '* handover/login/{introductionId}', '* handover/otp', '* handover/smsControl', '* verifyEmail',
    '* validateDni', 'get customerStage', 'post customerStage', '* rolloverEnabled',
  ],
  loan: [
    ...[
      'getLoanPurpose', 'calculateInstallmentPaymentAmounts', 'getEligibleProductsOfCustomers', 'getTransferDatesOfPayments',
      'updateCreatedDatesWithIssueDates', 'updateIssuedDateOfLoan', 'createLoan', 'updateloanstatus', 'payloan',
      'payloanmanual', 'bulkDebitV2', 'DesistContractPayment', 'paymentPlan', 'paymentPlans', 'paymentDate',
      'IbanValidation', 'makeLoanApplication', 'loanApplicationScreens', 'setLoanIssued', 'setLoanCancelled',
      'agreementAsType', 'agreement', 'assignAgreementAfterForRtb', 'setLoanAccountId', 'customerAllLoansReport',
      'loanFirstInstallmentClosureCalculate', 'payLoanSingleInstallment', 'rollover', 'rolloverSummary',
      'createUpdateLoanArrangement', 'loanArrangementByPaymentProof', 'createLoanImpediment', 'setImpedimentStatus',
      'getAllImpediments/paged', 'deletePayment', 'undeletePayment', 'changeExpectedDate', 'searchLoans', 'loans',
      'calculateFutureCloseAmount', 'bulkArrangement', 'requestLoan', 'checkstatus', 'apply', 'AutoIssueCheck',
      'customerJourneyList', 'prescrape', 'internalCollectionSearch', 'freezeDay', 'holliday',
      'payLoanWithToken/{token}/{selectedCardId}', 'createLoanImpedimentWithToken/{token}',
    ].map((name) => `post ${name}`),
    '* getExternalParamLoanApr', '* changeLoanToAccount', '* changeLoanAmount', '* payloanv2', '* rolloverv2',
    '* restructureLoan', '* restructureByCustomer', '* validateRestructure', '* checkGetALoanByRestructured',
    'post discount', 'delete discount', 'delete discount/rule', 'get discount/rules', 'post discount/rules',
    '* discount/proposals', 'get creditJourney', 'post creditJourney', '* runCustomerProfitability',
    '* getCustomerProfitability', '* getDeletedPayments', '* customerAddedAccountsAfterScrape', '* desistContract', '* desistContractCommunication',
    ...[
      'loanStatusHistory/{loanId}', 'installmentStatusHistory/{installmentId}', 'getApplicationDetailsOfCustomer/{id}',
      'loans/{token}', 'loan', 'customerAllLoans', 'customerLoansByStatus', 'customerWorkInformation', 'getLoanDefinition',
      'getAllLoanDefinitions', 'loanagreement', 'loanAgreementAsPdf', 'loanAgreementData', 'agreementSent',
      'rolloverCalculate', 'rolloverAvailableDates', 'LoanIssueStrategy', 'customerCanCreateImpediment', 'getAllImpediments',
      'banks', 'cardHints', 'journey', 'WidgetInit', 'RtbWidgetInit', 'anotherBankAccountWidgetInit', 'hollidays',
      'freezeDay', 'icHistory',
    ].map((name) => `get ${name}`),
    ...['freezeDay', 'holliday', 'loanDefinition', 'updateLoanCollectionStatus', 'event', 'ftbEvent', 'rtbEvent', 'bankNotAvailable'].map(
      (name) => `put ${name}`,
    ),
  ],
  membership: [
    ...[
      'login', 'loginWithRepayToken/{repayToken}', 'forgotPin', 'validateAndChangePassword', 'changePassword', 'pin',
      'pinValid', 'sendNewPin', 'reSendOTP', 'unblock', 'token', 'updateMember', 'members', 'cam', 'resetCamPassword',
      'morphTo/{customerId}', 'setAvailabilityForTicketAssign', 'setCamBusinessOperationPermission',
      'suspectedLoginRelationManualCheck', 'liveChatAgentControl',
    ].map((name) => `post ${name}`),
    ...['{id}', 'cams', 'panelUsers', 'collectionCompanies', 'memberLogins', 'availableCamsForInternalCollection', 'onlineCamsBOPs'].map(
      (name) => `get ${name}`,
    ),
  ],
  content: [
    'get enums', 'post enums', 'get category', 'post category', 'put category', 'delete category/{id}',
    'get channel/{categoryId}', 'post channel/{categoryId}', 'delete channel/{id}', 'put channel',
    'get group/{channelId}', 'post group/{channelId}', 'delete group/{id}', 'put group',
    'get content/{groupId}', 'post content/{groupId}', 'delete content/{id}', 'put content',
    '* ipLocations', '* translations', '* translationsByCultureAndKey', '* translation', '* updateTranslation',
    '* translation/businessException', 'get whiteList', 'post whiteList', 'delete whiteList', '* invalidate',
    '* scamalytics', '* onlineUsers', '* awake', '* automation',
  ],
};

/** Groups the spec names loosely, with the name prefix of the concrete entries made for them (docs/decisions.md). */
export const LOOSE_GROUPS: [Service, string, string][] = [
  ['card', 'credorax', 'credorax/'],
  ['card', '3DS flow', 'threeDS/'],
  ['card', 'iframe', 'iframe'],
  ['card', 'dfp', 'dfp'],
  ['card', 'Card-via-IVR post', 'ivr'],
  ['card', 'Test and maintenance endpoints', 'test/'],
  ['card', 'Test and maintenance endpoints', 'maintenance/'],
  ['communication', 'pre-signed upload urls', 's3PreSignedUploadUrl'],
  ['communication', 'OCR results and auto-check', 'ocr/'],
  ['communication', 'DNI reading', 'dni/'],
  ['communication', 'loan agreement upload and get', 'loanAgreement'],
  ['communication', 'Customer review links', 'reviewLink'],
  ['communication', 'provider-specific callbacks', 'providerCallback/'],
  ['communication', 'short link generation', 'shortLink'],
  ['customer', 'getFinancialInfo history', 'getFinancialInfoHistory'],
  ['customer', 'auto comments', 'autoComments'],
  ['customer', 'phone logs', 'phoneLogs'],
  ['customer', 'blacklist setters', 'blacklist/'],
  ['customer', 'soft delete', 'softDelete'],
  ['customer', 'undelete', 'undelete'],
  ['customer', 'suspected login related users', 'suspectedLoginRelatedUsers'],
  ['customer', 'Collection companies: CRUD, assign, unassign, bulk, history', 'collectionCompany'],
  ['customer', 'legal documents', 'legalDocuments'],
  ['customer', 'Letters: approvals, extraction lists, send', 'letters/'],
  ['customer', 'Complaint cases: create, update, delete, change status, history, list', 'complaintCase'],
  ['customer', 'Affiliates: campaigns CRUD', 'affiliate/campaign'],
  ['customer', 'Affiliates: conversion steps', 'affiliate/conversionStep'],
  ['customer', 'Affiliates: cost models (lead, tier, date)', 'affiliate/costModel/'],
  ['customer', 'Affiliates: click, attach', 'affiliate'],
  ['customer', 'name matching', 'nameMatching'],
  ['customer', 'operations', 'operations'],
  ['customer', 'tracking changes', 'trackingChanges'],
  ['customer', 'report calls', 'report/'],
  ['customer', 'dengage sync jobs', 'dengage/'],
  ['loan', 'certificate generators', 'certificate/'],
  ['loan', 'chargeback endpoints', 'chargeback'],
  ['loan', 'latest active loan for chatbot', 'latestActiveLoanForChatbot'],
  ['loan', 'autoLoanAssign hints', 'autoLoanAssignHints'],
  ['membership', 'suspected-login lists', 'suspectedLogin'],
  ['membership', 'permissions lists', 'permissions'],
  ['content', 'ipbanner: local and elb set, remove, list', 'ipbanner/'],
];

/** Counts of LOOSE_GROUPS that must have several entries: "CRUD" is four methods. */
export const CRUD_GROUPS: [Service, string][] = [
  ['customer', 'collectionCompany'],
  ['customer', 'affiliate/campaign'],
];
