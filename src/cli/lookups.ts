/** Facts some answers leave out and a table needs (a product's currency), looked up through the operator API. */
import { ApiError, type OperatorClient } from '../operator-client/operator-client.js';

/**
 * The currency of each product: the Portfolios API's accounts and the rate
 * history do not repeat it. One request per distinct product (a client holds
 * few); a product the API does not know shows no code.
 */
export async function productCurrencies(api: OperatorClient, productIds: readonly string[]): Promise<Map<string, string>> {
  const currencies = new Map<string, string>();
  for (const productId of new Set(productIds)) {
    try {
      currencies.set(productId, (await api.get<{ currencyCode: string }>(`/operator/products/${encodeURIComponent(productId)}`)).currencyCode);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) throw error;
    }
  }
  return currencies;
}
