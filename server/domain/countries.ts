import { UserError, check } from './errors.ts';
import type { Address } from './cartModel.ts';

/** States/provinces WooCommerce asks for, by country (others have none). */
export const STATES: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District Of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  BR: {
    AC: 'Acre',
    AL: 'Alagoas',
    AP: 'Amapá',
    AM: 'Amazonas',
    BA: 'Bahia',
    CE: 'Ceará',
    DF: 'Distrito Federal',
    ES: 'Espírito Santo',
    GO: 'Goiás',
    MA: 'Maranhão',
    MT: 'Mato Grosso',
    MS: 'Mato Grosso do Sul',
    MG: 'Minas Gerais',
    PA: 'Pará',
    PB: 'Paraíba',
    PR: 'Paraná',
    PE: 'Pernambuco',
    PI: 'Piauí',
    RJ: 'Rio de Janeiro',
    RN: 'Rio Grande do Norte',
    RS: 'Rio Grande do Sul',
    RO: 'Rondônia',
    RR: 'Roraima',
    SC: 'Santa Catarina',
    SP: 'São Paulo',
    SE: 'Sergipe',
    TO: 'Tocantins',
  },
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NT: 'Northwest Territories',
    NS: 'Nova Scotia',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon Territory',
  },
  AU: {
    ACT: 'Australian Capital Territory',
    NSW: 'New South Wales',
    NT: 'Northern Territory',
    QLD: 'Queensland',
    SA: 'South Australia',
    TAS: 'Tasmania',
    VIC: 'Victoria',
    WA: 'Western Australia',
  },
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const PHONE = /^[+0-9 ()./-]{5,25}$/;
const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  address1: 'Street address',
  address2: 'Apartment, suite, unit',
  city: 'Town / City',
  state: 'State / County',
  postcode: 'Postcode / ZIP',
  country: 'Country / Region',
  email: 'Email address',
  phone: 'Phone',
};

/**
 * Trims and checks an address. With `required`, the checkout fields WooCommerce requires must be present
 * (`required` lists them). Throws '<Label> <Field> is a required field.' / '... is not valid.'.
 */
export function validateAddress(
  input: Address & { overwrite?: boolean | null },
  allowed: string[],
  opts: { required: boolean | readonly (typeof FIELDS)[number][]; label: string },
): Address {
  const out: Address = {};
  for (const f of FIELDS) {
    const v = input[f];
    if (v === undefined || v === null) continue;
    const s = String(v).trim();
    check(s.length <= (f === 'email' ? 254 : 100), `${opts.label} ${LABELS[f]} is too long.`);
    check(!/[<>]/.test(s), `${opts.label} ${LABELS[f]} contains characters that are not allowed.`);
    out[f] = s;
  }
  const required =
    opts.required === true
      ? (['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'] as const)
      : opts.required || [];
  for (const f of required)
    if (!out[f]) throw new UserError(`${opts.label} ${LABELS[f]} is a required field.`);
  if (out.country) {
    out.country = out.country.toUpperCase();
    check(
      allowed.includes(out.country),
      `${opts.label} ${LABELS.country}: we do not ship to "${out.country}".`,
    );
    const states = STATES[out.country];
    if (states) {
      if (opts.required && !out.state)
        throw new UserError(`${opts.label} ${LABELS.state} is a required field.`);
      if (out.state) {
        const code = out.state.toUpperCase();
        const byName = Object.entries(states).find(
          ([, name]) => name.toLowerCase() === out.state!.toLowerCase(),
        );
        check(
          states[code] || byName,
          `${opts.label} ${LABELS.state} is not valid. Please enter one of the following: ${Object.keys(states).join(', ')}.`,
        );
        out.state = states[code] ? code : byName![0];
      }
    }
  }
  if (out.email) {
    out.email = out.email.toLowerCase();
    check(EMAIL.test(out.email), `${opts.label} ${LABELS.email} is not a valid email address.`);
  }
  if (out.phone) check(PHONE.test(out.phone), `${opts.label} ${LABELS.phone} is not a valid phone number.`);
  if (out.postcode)
    check(
      /^[A-Za-z0-9 -]{2,12}$/.test(out.postcode),
      `${opts.label} ${LABELS.postcode} is not a valid postcode / ZIP.`,
    );
  return out;
}
