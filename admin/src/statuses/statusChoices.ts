import { enumChoices } from '../fields/enums.ts';

/** Customer statuses as select choices, labelled in the console's language. */
export const STATUS_CHOICES = enumChoices('customerStatus');
export const COUNTRY_CHOICES = enumChoices('country');
export const COLLECTION_CHOICES = enumChoices('collectionStatus');
