-- bo_create_order: the whole merchant create after the signature check, allocation (bo_allocate)
-- and the insert in one statement. The one current definition: migration 0015 that once created
-- it is history, and server/db/sql-functions.ts applies this file after the migrations on every
-- start (docs/decisions/084-sql-functions-in-files.md). Change it here, in place; a new signature
-- needs a DROP FUNCTION of the old one above it.
--
-- A mchOrderNo the merchant already used raises BO002 (the caller answers the first order); the
-- statement's rollback undoes the allocation. The supplier fee is ledger/fees.ts feeFor, checked
-- against it by tests/server/allocation-twins.test.ts. With p_checkout_token the order's checkout
-- page token (decision 139) is inserted with the order, saving the create a round trip.
DROP FUNCTION IF EXISTS bo_create_order(text, integer, text, integer, bigint, smallint, text, text, text, text, text,
  jsonb, bigint, timestamptz, timestamptz, smallint[], smallint[], smallint, smallint);
CREATE OR REPLACE FUNCTION bo_create_order(
  p_order_code text, p_merchant_id integer, p_mch_order_no text, p_product_id integer, p_amount bigint,
  p_order_type smallint, p_client_ip text, p_notify_url text, p_return_url text, p_subject text, p_body text,
  p_payer jsonb, p_merchant_fee bigint, p_now timestamptz, p_expires_at timestamptz,
  p_open smallint[], p_not_counted smallint[], p_allocated smallint, p_allocation_failed smallint,
  p_checkout_token text DEFAULT NULL)
RETURNS orders
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_alloc record;
  v_order orders;
BEGIN
  SELECT * INTO v_alloc FROM bo_allocate(ARRAY[p_product_id], NULL, NULL, NULL, NULL, p_amount, p_now, p_open, p_not_counted);
  INSERT INTO orders (order_code, merchant_id, mch_order_no, product_id, amount, payable_amount, status, order_type,
    client_ip, notify_url, return_url, subject, body, payer, allocate_info, resource_id, supplier_id,
    merchant_fee, supplier_fee, created_at, updated_at, expires_at)
  VALUES (p_order_code, p_merchant_id, p_mch_order_no, p_product_id, p_amount, coalesce(v_alloc.a_payable_amount, p_amount),
    CASE WHEN v_alloc.a_resource_id IS NULL THEN p_allocation_failed ELSE p_allocated END, p_order_type,
    p_client_ip, p_notify_url, p_return_url, p_subject, p_body, p_payer, v_alloc.a_info, v_alloc.a_resource_id, v_alloc.a_supplier_id,
    p_merchant_fee,
    -- ledger/fees.ts feeFor: round(amount x rate / 10000) + fixed fee (amounts and rates are not negative).
    CASE WHEN v_alloc.a_supplier_rate IS NULL THEN 0
      ELSE round(p_amount::numeric * v_alloc.a_supplier_rate / 10000)::bigint + coalesce(v_alloc.a_supplier_fixed_fee, 0) END,
    p_now, p_now, p_expires_at)
  ON CONFLICT (merchant_id, mch_order_no) DO NOTHING
  RETURNING * INTO v_order;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'mchOrderNo already placed' USING ERRCODE = 'BO002';
  END IF;
  IF p_checkout_token IS NOT NULL THEN
    INSERT INTO checkout_tokens (token, order_code) VALUES (p_checkout_token, v_order.order_code);
  END IF;
  RETURN v_order;
END;
$$;
