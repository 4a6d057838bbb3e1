/** The limits the validation texts name (`{{min}}`, `{{max}}`, …), from the contracts (imports zod with them). */
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHOTO_URL_MAX_LENGTH,
} from '@scola/contracts';
import { provideValidationValues } from './form';

export const validationValues = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  cityMax: CITY_MAX_LENGTH,
  photoUrlMax: PHOTO_URL_MAX_LENGTH,
} as const;

provideValidationValues(validationValues);
