import { useLingui } from '@lingui/react/macro';
import { Button, Form, NoticeBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Code, type StaffTestOrder } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import { isApiError } from '../../../lib/api/client.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { checkAmount } from '../amount.ts';
import { useCreateForMerchant } from '../api/create-for-merchant.ts';
import { useMerchantOptions } from '../api/get-merchant-options.ts';
import { useTestProducts } from '../api/get-test-products.ts';
import type { CreateAnswer } from '../api/send-test-order.ts';
import { AnswerCard } from './answer-card.tsx';
import { productOptions } from '../product-options.ts';
import { AmountItem, PickItem } from './common-items.tsx';
import { SignPreview } from './sign-preview.tsx';
import styles from './order-test.module.css';

interface AdminFormValues {
  merchantIds: number[];
  productIds: number[];
  amount: string;
}

/** A refusal of the server shown like the create call's own answer; a network failure stays an alert. */
function answerOf(err: unknown): CreateAnswer | null {
  if (!isApiError(err)) return null;
  return { code: err.code, msg: err.msg, msgId: err.msgId, msgValues: err.msgValues, data: null };
}

/**
 * Product 2.8 order creation test (superAdmin): a test order on a merchant's behalf, signed by the
 * server with the merchant's stored key; it moves no money. The /readonly variant
 * (technicalMaintenance) shows the page with the form disabled and nothing to send.
 */
export function AdminTestOrderPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const readOnly = route.readOnly;
  const [form] = Form.useForm<AdminFormValues>();
  const merchantId = Form.useWatch('merchantIds', form)?.[0];
  const productId = Form.useWatch('productIds', form)?.[0];
  const merchants = useMerchantOptions();
  // The products call is superAdmin's: the read-only viewer has nothing to pick from anyway.
  const products = useTestProducts(merchantId, !readOnly);
  const create = useCreateForMerchant();
  const [result, setResult] = useState<StaffTestOrder | null>(null);

  const submit = (v: AdminFormValues) => {
    const amount = checkAmount(v.amount, v.productIds[0]);
    const [mId] = v.merchantIds;
    const [pId] = v.productIds;
    if (!amount.ok || mId === undefined || pId === undefined) return;
    setResult(null);
    create.mutate({ merchantId: mId, productId: pId, amount: amount.wire }, { onSuccess: setResult });
  };

  const refused = useMemo(() => answerOf(create.error), [create.error]);
  const answer = useMemo<CreateAnswer | null>(
    () => (result ? { code: Code.ok, msg: '', data: result } : refused),
    [result, refused],
  );
  const loadError = merchants.error ?? products.error;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="order-test-admin-form">
        <h2 id="order-test-admin-form" className={styles.heading}>
          {t({ id: 'orderTest.titles.adminForm', message: 'Create a test order for a merchant' })}
        </h2>
        {readOnly ? (
          <NoticeBar
            wrap
            color="info"
            content={t({
              id: 'orderTest.texts.readOnly',
              message: 'Read-only: you can see this page, but only a super admin can create test orders.',
            })}
          />
        ) : (
          <p className={styles.hint}>
            {t({
              id: 'orderTest.texts.staffHint',
              message:
                "The server signs with the merchant's stored key and creates a test order: it moves no money and stays out of the statistics.",
            })}
          </p>
        )}
        {loadError && (
          <LoadError
            title={i18n._(merchants.error ? fetchFailed.merchants : fetchFailed.channels)}
            error={loadError}
            onRetry={() => void (merchants.error ? merchants.refetch() : products.refetch())}
          />
        )}
        <Form
          form={form}
          name="adminTestOrder"
          layout="vertical"
          requiredMarkStyle="none"
          className={styles.form}
          initialValues={{ merchantIds: [], productIds: [], amount: '' }}
          disabled={readOnly}
          onFinish={submit}
          onValuesChange={(changed: Partial<AdminFormValues>) => {
            // Another merchant has other products: the picked one may not be among them.
            if (changed.merchantIds) form.setFieldValue('productIds', []);
          }}
          footer={
            readOnly ? null : (
              <>
                {!refused && (
                  <ErrorAlert
                    title={t({ id: 'orderTest.errors.createOrderError', message: 'Create order error' })}
                    error={create.error}
                  />
                )}
                <Button
                  block
                  type="submit"
                  color="primary"
                  size="large"
                  loading={create.isPending}
                  className={styles.submit}
                >
                  {t({ id: 'orderTest.buttons.createTest', message: 'Create test order' })}
                </Button>
              </>
            )
          }
        >
          <PickItem
            name="merchantIds"
            label={t({ id: 'orderTest.fields.merchant', message: 'Merchant' })}
            disabled={readOnly}
            options={(merchants.data ?? []).map((m) => ({ label: `${m.label} (${m.account})`, value: m.value }))}
          />
          <PickItem
            name="productIds"
            label={t({ id: 'orderTest.fields.product', message: 'Product' })}
            disabled={readOnly}
            options={productOptions(products.data ?? [])}
          />
          {merchantId !== undefined && products.isSuccess && products.data.length === 0 && (
            <p className={styles.empty}>
              {t({
                id: 'orderTest.texts.noMerchantProducts',
                message: 'This merchant has no product that takes orders.',
              })}
            </p>
          )}
          <AmountItem productId={productId} disabled={readOnly} />
        </Form>
      </section>
      <div className={styles.side}>
        {result && <SignPreview signString={result.signString} sign={null} signType={result.signType} />}
        {answer && <AnswerCard answer={answer} />}
      </div>
    </div>
  );
}
