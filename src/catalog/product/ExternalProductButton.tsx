import { graphql, useFragment } from 'react-relay';
import type { ExternalProductButton_product$key } from '../../../__generated__/ExternalProductButton_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StyledLink } from '../../ui/Link';
import * as styles from './AddToCartForm.css';

const fragment = graphql`
  fragment ExternalProductButton_product on ExternalProduct {
    externalUrl
    buttonText
  }
`;

/** An external (affiliate) product is bought elsewhere: a button-styled link to its `externalUrl`. */
export function ExternalProductButton({ product }: { product: ExternalProductButton_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  if (!data.externalUrl) return null;
  return (
    <StyledLink href={data.externalUrl} rel="noopener noreferrer" variant="button" className={styles.button}>
      {data.buttonText || t('product.buyExternal')}
    </StyledLink>
  );
}
