import { useLingui } from '@lingui/react/macro';
import { Button, Form, Selector } from 'antd-mobile';
import { createOrderInput, signedValue, type SignType } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useMerchantCreateUrl } from '../../../lib/public-settings.ts';
import { useTestProducts } from '../api/get-test-products.ts';
import { createUrl, useSendTestOrder } from '../api/send-test-order.ts';
import { channelFieldsFor } from '../channel-fields.ts';
import { useDraft } from '../../../lib/offline/use-draft.ts';
import { fromMerchantDraft, merchantDraft } from '../merchant-draft.ts';
import { initialMerchantValues, signedFrom, type MerchantFormValues } from '../merchant-form.ts';
import { schemaRule } from '../schema-rule.ts';
import { freshMchOrderNo } from '../sign-request.ts';
import { AnswerCard } from './answer-card.tsx';
import { productOptions } from '../product-options.ts';
import { AmountItem, PickItem } from './common-items.tsx';
import { ChannelItems } from './channel-items.tsx';
import { KeyInput } from './key-input.tsx';
import { SignPreview } from './sign-preview.tsx';
import { TestDriveCard } from './test-drive-card.tsx';
import { TextInput } from './text-input.tsx';
import styles from './order-test.module.css';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';

// The create call's own field rules; free text also obeys the signed-value rule (no `&`).
const fields = createOrderInput.shape;
const signTypes: { label: string; value: SignType }[] = [
  { label: 'MD5', value: 'MD5' },
  { label: 'SHA256', value: 'SHA256' },
];

/**
 * Product 2.7 API test (merchant): builds, signs and sends the create call exactly as the merchant's
 * own server would, to the order-create base of /config.json, and shows the answer.
 */
export function ApiTestPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const mchId = useUserInfo().data.user_id;
  const products = useTestProducts('own');
  const send = useSendTestOrder();
  const [form] = Form.useForm<MerchantFormValues>();
  const values = Form.useWatch((v: MerchantFormValues) => v, form);
  const productId = values?.productIds?.[0];
  const product = products.data?.find((p) => p.productId === productId);
  const shown = channelFieldsFor(product?.resourceType);
  const preview = signedFrom(values, mchId, shown);
  const disabled = route.readOnly;
  // What a merchant's server calls (ApiUrl) and where this page sends: told apart when they differ.
  const merchantUrl = useMerchantCreateUrl();
  const sendUrl = new URL(createUrl(), globalThis.location.origin).href;
  // A half-filled test order survives a reload or a dead network; the key is never kept.
  const draft = useDraft(
    disabled ? null : 'apiTest',
    merchantDraft(values),
    (saved) => form.setFieldsValue(fromMerchantDraft(saved)),
    ['key'],
  );

  const submit = (v: MerchantFormValues) => {
    const signed = signedFrom(v, mchId, shown);
    if (signed) send.mutate(signed.body, { onSuccess: () => void draft.discard() });
  };

  return (
    <div className={styles.page}>
      {!disabled && <OfflineActionsNote kind="apiTest" />}
      <section className={styles.card} aria-labelledby="order-test-form">
        <h2 id="order-test-form" className={styles.heading}>
          {t({ id: 'orderTest.titles.merchantForm', message: 'Create a test order' })}
        </h2>
        {merchantUrl !== undefined && (
          <p className={styles.hint} data-testid="api-test-url">
            {t({ id: 'orderTest.texts.sendsTo', message: `Sent as JSON to ${merchantUrl}, as your server would.` })}
            {merchantUrl !== sendUrl &&
              ` ${t({ id: 'orderTest.texts.pageSendsTo', message: `This page sends it to ${sendUrl}.` })}`}
          </p>
        )}
        {products.isError && (
          <LoadError
            title={i18n._(fetchFailed.channels)}
            error={products.error}
            onRetry={() => void products.refetch()}
            retrying={products.isFetching}
          />
        )}
        <Form
          form={form}
          name="apiTest"
          layout="vertical"
          requiredMarkStyle="none"
          className={styles.form}
          initialValues={initialMerchantValues()}
          disabled={disabled}
          onFinish={submit}
          footer={
            disabled ? null : (
              <>
                <ErrorAlert
                  title={t({ id: 'orderTest.errors.testFailed', message: 'Test failed' })}
                  error={send.error}
                />
                <Button
                  block
                  type="submit"
                  color="primary"
                  size="large"
                  loading={send.isPending}
                  className={styles.submit}
                >
                  {t({ id: 'orderTest.buttons.send', message: 'Send order' })}
                </Button>
              </>
            )
          }
        >
          <PickItem
            name="productIds"
            label={t({ id: 'orderTest.fields.product', message: 'Product' })}
            options={productOptions(products.data ?? [])}
          />
          {products.isSuccess && products.data.length === 0 && (
            <p className={styles.empty}>
              {t({
                id: 'orderTest.texts.noProducts',
                message: 'No product that takes orders is enabled for this account.',
              })}
            </p>
          )}
          <AmountItem productId={productId} />
          <Form.Item
            name="mchOrderNo"
            label={t({ id: 'orderTest.fields.mchOrderNo', message: 'Merchant order number' })}
            rules={[schemaRule(fields.mchOrderNo, true)]}
          >
            <TextInput
              suffix={
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={disabled}
                  onClick={() => form.setFieldValue('mchOrderNo', freshMchOrderNo())}
                >
                  {t({ id: 'orderTest.buttons.newNumber', message: 'New' })}
                </button>
              }
            />
          </Form.Item>
          <Form.Item
            name="notifyUrl"
            label={t({ id: 'orderTest.fields.notifyUrl', message: 'Notify URL' })}
            rules={[schemaRule(signedValue(fields.notifyUrl))]}
          >
            <TextInput inputMode="url" />
          </Form.Item>
          <Form.Item
            name="returnUrl"
            label={t({ id: 'orderTest.fields.returnUrl', message: 'Return URL' })}
            rules={[schemaRule(signedValue(fields.returnUrl))]}
          >
            <TextInput inputMode="url" />
          </Form.Item>
          <Form.Item
            name="subject"
            label={t({ id: 'orderTest.fields.subject', message: 'Subject' })}
            rules={[schemaRule(signedValue(fields.subject))]}
          >
            <TextInput />
          </Form.Item>
          <Form.Item
            name="body"
            label={t({ id: 'orderTest.fields.body', message: 'Description' })}
            rules={[schemaRule(signedValue(fields.body))]}
          >
            <TextInput />
          </Form.Item>
          <Form.Item
            name="clientIp"
            label={t({ id: 'orderTest.fields.clientIp', message: 'Payer IP' })}
            rules={[schemaRule(fields.clientIp)]}
          >
            <TextInput inputMode="decimal" />
          </Form.Item>
          <ChannelItems resourceType={product?.resourceType} />
          <Form.Item name="signType" label={t({ id: 'orderTest.fields.signType', message: 'Encryption' })}>
            <Selector<SignType> columns={2} options={signTypes} />
          </Form.Item>
          <Form.Item
            name="key"
            label={t({ id: 'orderTest.fields.merchantKey', message: 'Merchant key' })}
            description={t({
              id: 'orderTest.texts.keyHint',
              message: 'Paste the key you were given. It stays on this page only and is never sent: only the sign is.',
            })}
            rules={[schemaRule(fields.sign, true)]}
          >
            <KeyInput placeholder={t({ id: 'orderTest.placeholders.merchantKey', message: 'Your merchant key' })} />
          </Form.Item>
        </Form>
      </section>
      <div className={styles.side}>
        <SignPreview
          signString={preview?.maskedSignString ?? null}
          sign={preview?.hasKey ? preview.sign : null}
          signType={values?.signType?.[0] ?? 'MD5'}
        />
        {send.data && <AnswerCard answer={send.data} />}
        <TestDriveCard
          mchId={mchId}
          signKey={values?.key ?? ''}
          signType={values?.signType?.[0] ?? 'MD5'}
          lastOrderCode={send.data?.data?.orderCode}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
