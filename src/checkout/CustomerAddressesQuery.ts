// The answer is read where the query is fetched (checkoutActors.ts, an actor outside React), not here.
/* eslint-disable relay/unused-fields */
import { graphql } from 'react-relay';

/** A logged-in customer's saved addresses, which fill the checkout's empty fields. */
export const customerAddressesQuery = graphql`
  query CustomerAddressesQuery {
    customer {
      billing {
        firstName
        lastName
        company
        address1
        address2
        city
        state
        postcode
        country
        email
        phone
      }
      shipping {
        firstName
        lastName
        company
        address1
        address2
        city
        state
        postcode
        country
      }
    }
  }
`;
