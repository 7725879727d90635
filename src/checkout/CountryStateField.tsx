import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  CountriesEnum,
  CountryStateFieldQuery,
} from '../../__generated__/CountryStateFieldQuery.graphql';
import { Select, SelectItem } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { isPresent } from '../relay/isPresent';

const query = graphql`
  query CountryStateFieldQuery($country: CountriesEnum!) {
    countryStates(country: $country) {
      code
      name
    }
  }
`;

interface StateFieldProps {
  label: string;
  /** Shown in the list's trigger while no state is chosen. */
  placeholder: string;
  country: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}

function StatePicker({ label, placeholder, country, value, onChange, errorMessage }: StateFieldProps) {
  const data = useLazyLoadQuery<CountryStateFieldQuery>(
    query,
    { country: country as CountriesEnum },
    { fetchPolicy: 'store-or-network' },
  );
  const states = (data.countryStates ?? []).filter(isPresent);
  if (states.length === 0)
    return (
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        autoComplete="address-level1"
      />
    );
  return (
    <Select
      label={label}
      placeholder={placeholder}
      items={states.map((state) => ({ id: state.code, name: state.name }))}
      selectedKey={states.some((state) => state.code === value) ? value : null}
      onSelectionChange={(key) => onChange(String(key))}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

/** The state or county: a list from the store (`countryStates`) when the country has one, else free text. */
export function CountryStateField(props: StateFieldProps) {
  const fallback = (
    <TextField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      autoComplete="address-level1"
    />
  );
  if (!props.country) return fallback;
  return (
    <Suspense fallback={fallback}>
      <StatePicker {...props} />
    </Suspense>
  );
}
