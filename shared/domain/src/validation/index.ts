/**
 * Validation rules of customer-site.md §5, shared by the customer site (react-hook-form `validate`),
 * the admin and the mock server (422 answers). A rule is `(value, values?) => message | undefined`.
 *
 * Generic rules (default English messages, pass a message to override):
 *   `required`, `requiredWhen`, `maxLength`, `minLength`, `pattern`, `validEmail`, `EMAIL_PATTERN`, `validDate`,
 *   `dateRange`, `ageBetween`, `numeric`, `digitsOnly`, `allowedCharacters`, `lettersAndHyphen`,
 *   `matchesField`, `maxValue`, `minValue`, `step`; combine with `firstError(value, rules, values?)`,
 *   `combine(...rules)`; helpers `isEmpty`, `valueText`, `toNumber`, `valueOf`.
 * Messages: `enMessages`, `esMessages`, `messagesFor(market)`, `serverMessages` (already registered, pin invalid, captcha).
 * Fields and forms: `fieldRules(market)`, `nameRules(market)`, `NAME_MAX_LENGTH`, `contactLimits`, `formRules(market)` (registration, additionalInfo, lead, otp,
 *   handover, login, forgotPin, reset, phoneChange, contact, emailCorrection), `ruleFor(rules, field)`,
 *   `registrationFields`, `extensionPostCodeRules(market)`, `disposableEmailRule(market)`,
 *   `incomeLimits`, `OTHER_BUILDING`, `isOtherBuilding`.
 * Work fields: `workFieldsFor(employmentStatus)`, `workFieldsByEmployment`, `isWorkFieldShown`.
 * Server side: `validateForm(body, rules)`, `validateRegistration(body, market)`,
 *   `validateRegistrationAsync(body, market)`, `validateExtension(body, market, personalMobile?)`,
 *   `validateContact(body, market)` (fields and their length limits; the captcha is checked apart),
 *   `flattenCustomerUpdate(body)` -> `{ field, message }[]`.
 * Dates: `parseInputDate`, `calendarToIso`, `calendarToday`, `yearsBefore`, `compareDates`.
 * Phones: `normalizeMobile(value, market)`, `toModelMobile(value, market)`, `samePhone(a, b)`.
 * E-mail: `suggestEmail(value)`, `isDisposableEmail(value)`, `isFreeEmail(value)`, `commonEmailDomains`,
 *   `freeEmailDomains`, `editDistance`, `emailDomain`.
 * IBAN: `isValidIban(value, country?)`, `ibanProblem`, `normalizeIban` (ibantools).
 * Spanish ID: `isValidSpanishId`, `isValidDni`, `isValidNie`, `isValidCif`, `dniFromNumber` (seeds, tests).
 * Types: `Rule`, `RuleSet`, `Messages`, `FieldName`, `FieldRules`, `FormName`, `FieldError`, `WorkField`, `CalendarDate`.
 */
export * from './rules.ts';
export * from './messages.ts';
export * from './dates.ts';
export * from './phone.ts';
export * from './email.ts';
export * from './email-suggest.ts';
export * from './spanish-id.ts';
export * from './work-fields.ts';
export * from './fields.ts';
export * from './forms.ts';
export * from './iban.ts';
