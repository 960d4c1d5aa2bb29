import { define as d } from './define.ts';
import { firstJourneys as f } from './journeys-first.ts';

/**
 * The calls of customer-site.md §7: the contract between the customer site and the mock server (the
 * report calls of back-office.md §7 are in report.ts). Paths the spec leaves out are decided here
 * (docs/decisions.md) and nowhere else.
 */
export const journeyEntries = [
  // membership (customer-site §7)
  f.login,
  d(
    'membership',
    'loginWithRepayToken',
    'post',
    'public',
    'public',
    'Login with a repay token, then on to the loan request',
    'loginWithRepayToken/{repayToken}',
  ),
  d('membership', 'forgotPin', 'post', 'public', 'public', 'Send a new PIN by SMS: countryCode, mobilePhone'),
  d(
    'membership',
    'validateAndChangePassword',
    'post',
    'public',
    'public',
    'Reset the PIN: mobilePhone, pin, password, password2, countryCode',
  ),
  f.token,
  // Assumed (not in the spec's catalogue): whoever is signed in ends their own session, so that a token
  // does not outlive "Log out" (the site) or "Sign out" (the console) for its 30 days. Here with the
  // journeys because the site's Logout calls it through the journey catalogue; the console reaches it
  // through the whole catalogue.
  d(
    'membership',
    'logout',
    'post',
    'session',
    'public',
    "Assumed: the spec has no logout; without it a shared computer keeps the session. Ends the caller's own session, customer or staff (the token stops working)",
  ),
  d('membership', 'pinValid', 'post', 'customer', 'public', 'Validate the registration PIN: pin -> token'),
  d('membership', 'reSendOTP', 'post', 'customer', 'public', 'Resend the registration PIN: countryCode, mobilePhone'),
  // customer (registration, extension, handover, lead)
  f.register,
  d(
    'customer',
    'preRegistered',
    'post',
    'customer',
    'public',
    'Set status preRegistered after a valid PIN: pin -> status',
    'status/preRegistered',
  ),
  d(
    'customer',
    'registered',
    'post',
    'customer',
    'public',
    'Set status registered after the extension form -> status',
    'status/registered',
  ),
  d(
    'customer',
    'customerV2',
    'put',
    'customer',
    'public',
    'Update the customer (version 2): gender, employment, income, position, addresses, work phone',
    'v2/customer',
  ),
  d(
    'customer',
    'communication.post',
    'post',
    'customer',
    'public',
    'Add or change a communication entry (change mobile: id 0, type phone, subType personal)',
    'communication',
  ),
  d('customer', 'buildingList', 'get', 'public', 'public', 'Buildings at a UK postcode (query postCode)'),
  d('customer', 'lead', 'get', 'public', 'public', 'Lead customer by id', 'lead/{leadCustomerId}'),
  d(
    'customer',
    'saveAddress',
    'post',
    'public',
    'public',
    'Save the lead form address: leadCustomerId, building, town, street, county, houseNumber, flatNumber',
  ),
  d(
    'customer',
    'handoverLogin',
    'post',
    'public',
    'public',
    'Partner handover login by introductionId -> token, status',
    'handover/login/{introductionId}',
  ),
  d('customer', 'handoverOtp', 'post', 'customer', 'public', 'Partner handover PIN: pin, optional email -> status', 'handover/otp'),
  d('customer', 'verifyEmail', 'get', 'public', 'public', 'Verify a work e-mail (query verifyCode)'),
  f.affiliateClick,
  d(
    'customer',
    'affiliateAttach',
    'post',
    'customer',
    'public',
    'Attach stored affiliate clicks to the customer: uniqueClientId, history',
    'affiliate/attach',
  ),
  // content
  f.enums,
  // loan (calculator)
  f.paymentPlan,
  f.loanDefinitions,
  // payment link (/r/:paymentToken): no login, the token names the customer
  d('loan', 'loans.get', 'get', 'public', 'public', 'Loans of the customer behind a payment link', 'loans/{token}'),
  d('card', 'getCardsWithToken', 'post', 'public', 'public', 'Cards of the customer behind a payment token', 'getCardsWithToken/{token}'),
  d('loan', 'payLoanWithToken', 'post', 'public', 'public', 'Pay a loan from a payment link', 'payLoanWithToken/{token}/{selectedCardId}'),
  // communication (contact, captcha, terms, unsubscribe)
  d(
    'communication',
    'contactForm',
    'post',
    'public',
    'public',
    'Contact form: name, emailAddress, phoneNumber, subject, message, captcha (the solved captcha token)',
  ),
  d('communication', 'GetPublicCaptchaKey', 'get', 'public', 'public', 'Public captcha key -> data'),
  d('communication', 'ValidateCaptcha', 'post', 'public', 'public', 'Validate a captcha answer (param response) -> data.success'),
  d(
    'communication',
    'templateByName.post',
    'post',
    'public',
    'public',
    'Template by name (also the terms-and-conditions page content)',
    'templateByName',
  ),
  d(
    'communication',
    'unsubscribe',
    'post',
    'public',
    'public',
    'Marketing unsubscribe: campaignId, userKey, userTo, communicationType email',
  ),
  // activity log (customer-site §7, back-office §7)
  f.logWrite,
  f.logUpdate,
] as const;
