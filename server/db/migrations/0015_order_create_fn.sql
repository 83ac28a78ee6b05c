-- Allocation and order create as database functions (docs/decisions/019-order-create-in-one-statement.md).
-- A create was 8 round trips, each costing the server a socket write, drizzle building SQL and
-- the database a parse and plan; here it is one statement whose inner plans PL/pgSQL caches.
-- allocate() in server/modules/orders/allocation.ts states these rules in words, and its
-- pickPayableAmount (used by reject) is the float rule below: a change here changes them too.
-- Monitor state 5 is MonitorState.offline (product 4); order statuses come in as parameters.

-- Picks an account for an order of p_amount. Candidates least recently used first; each is locked
-- FOR UPDATE SKIP LOCKED (or, when every one is held, waited for) before its orders are counted.
-- An account failing under its lock is given back at once: the check raises inside a block with
-- an exception handler, whose subtransaction rollback releases the lock and the mark.
-- a_info is the JSON kept in orders.allocate_info: checked, failures per check, resourceId.
CREATE OR REPLACE FUNCTION bo_allocate(
  p_product_ids integer[], p_supplier_ids integer[], p_resource_ids integer[], p_exclude_ids integer[],
  p_ignore_order bigint, p_amount bigint, p_now timestamptz, p_open smallint[], p_not_counted smallint[],
  OUT a_resource_id integer, OUT a_supplier_id integer, OUT a_product_id integer, OUT a_payable_amount bigint,
  OUT a_supplier_rate integer, OUT a_supplier_fixed_fee bigint, OUT a_info text)
LANGUAGE plpgsql
-- Its statements look rows up by key, and their generic plans use the same indexes (checked with
-- EXPLAIN on 200,000 orders): planning them on every call, PL/pgSQL's default while a custom plan
-- looks cheaper, took 0.1 to 0.5 ms each, about a tenth of the database's CPU per create.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  cand record;
  acct record;
  v_checked integer := 0;
  v_fail jsonb := '{}';
  v_check text;
  v_ids integer[] := '{}';
  v_avail bigint[] := '{}';
  v_rate integer[] := '{}';
  v_fixed bigint[] := '{}';
  v_untried integer[];
  v_pos integer;
  v_day timestamptz := date_trunc('day', p_now AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  v_count bigint;
  v_sum bigint;
  v_open bigint;
  v_taken bigint[];
  v_pay bigint;
  v_span integer;
  v_off integer;
BEGIN
  -- The row checks (allocation.ts accountCheck), in its order: the first failed one counts.
  FOR cand IN
    SELECT r.id, b.balance - b.frozen_balance AS available, up.rate, up.fixed_fee,
      CASE
        WHEN r.state <> 0 THEN 'resourceDisabled'
        WHEN u.role <> 'supplier' OR u.status <> 0 OR u.accept_orders IS NOT TRUE THEN 'supplierUnavailable'
        WHEN r.monitor_state = 5 THEN 'monitorOffline'
        WHEN b.user_id IS NULL OR b.balance - b.frozen_balance < p_amount OR b.balance - b.frozen_balance < r.min_order_balance THEN 'supplierBalance'
      END AS failed
    FROM resources r
    JOIN users u ON u.id = r.supplier_id
    LEFT JOIN balances b ON b.user_id = r.supplier_id
    LEFT JOIN user_products up ON up.user_id = r.supplier_id AND up.product_id = r.product_id
    WHERE r.product_id = ANY (p_product_ids) AND r.deleted_at IS NULL
      AND (p_supplier_ids IS NULL OR r.supplier_id = ANY (p_supplier_ids))
      AND (p_resource_ids IS NULL OR r.id = ANY (p_resource_ids))
      AND (p_exclude_ids IS NULL OR r.id <> ALL (p_exclude_ids))
    ORDER BY r.last_allocated_at ASC NULLS FIRST, r.id
  LOOP
    v_checked := v_checked + 1;
    IF cand.failed IS NOT NULL THEN
      v_fail := v_fail || jsonb_build_object(cand.failed, coalesce((v_fail ->> cand.failed)::integer, 0) + 1);
    ELSE
      v_ids := v_ids || cand.id;
      v_avail := v_avail || cand.available;
      v_rate := v_rate || cand.rate;
      v_fixed := v_fixed || cand.fixed_fee;
    END IF;
  END LOOP;

  v_untried := v_ids;
  WHILE cardinality(v_untried) > 0 LOOP
    v_check := NULL;
    BEGIN
      -- The first one no other transaction holds: locked, marked and re-read in one statement.
      UPDATE resources SET last_allocated_at = p_now
      WHERE id = (SELECT x.id FROM resources x WHERE x.id = ANY (v_untried) AND x.deleted_at IS NULL
                  ORDER BY x.last_allocated_at ASC NULLS FIRST, x.id LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND deleted_at IS NULL
      RETURNING id, supplier_id, product_id, state, monitor_state, max_concurrent, float_up, float_down,
        min_order_balance, daily_count_limit, daily_amount_limit INTO acct;
      IF NOT FOUND THEN
        -- Every one is held: wait for the least recently used.
        UPDATE resources SET last_allocated_at = p_now
        WHERE id = v_untried[1] AND deleted_at IS NULL
        RETURNING id, supplier_id, product_id, state, monitor_state, max_concurrent, float_up, float_down,
          min_order_balance, daily_count_limit, daily_amount_limit INTO acct;
      END IF;
      IF NOT FOUND THEN
        -- Waited for it and found it deleted: it counts as disabled.
        v_check := 'resourceDisabled';
        v_untried := v_untried[2:];
      ELSE
        v_untried := array_remove(v_untried, acct.id);
        v_pos := array_position(v_ids, acct.id);
        -- The row checks again on the locked row; its supplier as read above.
        v_check := CASE
          WHEN acct.state <> 0 THEN 'resourceDisabled'
          WHEN acct.monitor_state = 5 THEN 'monitorOffline'
          WHEN v_avail[v_pos] < p_amount OR v_avail[v_pos] < acct.min_order_balance THEN 'supplierBalance'
        END;
      END IF;
      IF v_check IS NULL THEN
        -- Counts under the lock (allocation.ts usageCheck): today's only when there is a daily limit.
        v_count := 0;
        v_sum := 0;
        IF acct.daily_count_limit > 0 OR acct.daily_amount_limit > 0 THEN
          IF p_ignore_order IS NULL THEN
            SELECT count(*), coalesce(sum(o.amount), 0) INTO v_count, v_sum FROM orders o
            WHERE o.resource_id = acct.id AND o.created_at >= v_day AND o.status <> ALL (p_not_counted);
          ELSE
            SELECT count(*), coalesce(sum(o.amount), 0) INTO v_count, v_sum FROM orders o
            WHERE o.resource_id = acct.id AND o.created_at >= v_day AND o.status <> ALL (p_not_counted) AND o.id <> p_ignore_order;
          END IF;
        END IF;
        -- Open orders, counted only as far as the limit needs.
        SELECT count(*) INTO v_open FROM (
          SELECT 1 FROM orders o WHERE o.resource_id = acct.id AND o.status = ANY (p_open)
            AND (p_ignore_order IS NULL OR o.id <> p_ignore_order)
          LIMIT greatest(acct.max_concurrent, 0)) s;
        v_check := CASE
          WHEN acct.daily_count_limit > 0 AND v_count + 1 > acct.daily_count_limit THEN 'dailyCountLimit'
          WHEN acct.daily_amount_limit > 0 AND v_sum + p_amount > acct.daily_amount_limit THEN 'dailyAmountLimit'
          WHEN v_open >= acct.max_concurrent THEN 'maxConcurrent'
        END;
      END IF;
      IF v_check IS NULL THEN
        -- The payable amount (allocation.ts pickPayableAmount): 0, +1, -1, +2, … within the float
        -- range, the first no open order of the account uses.
        v_pay := NULL;
        IF acct.float_up <= 0 AND acct.float_down <= 0 THEN
          v_pay := p_amount;
        ELSE
          v_span := greatest(acct.float_up, acct.float_down);
          SELECT coalesce(array_agg(o.payable_amount), '{}') INTO v_taken FROM orders o
          WHERE o.resource_id = acct.id AND o.status = ANY (p_open)
            AND o.payable_amount BETWEEN p_amount - v_span AND p_amount + v_span
            AND (p_ignore_order IS NULL OR o.id <> p_ignore_order);
          <<offsets>>
          FOR k IN 0..v_span LOOP
            FOREACH v_off IN ARRAY CASE WHEN k = 0 THEN ARRAY[0] ELSE ARRAY[k, -k] END LOOP
              CONTINUE WHEN v_off > acct.float_up OR -v_off > acct.float_down OR p_amount + v_off <= 0;
              IF NOT (p_amount + v_off = ANY (v_taken)) THEN
                v_pay := p_amount + v_off;
                EXIT offsets;
              END IF;
            END LOOP;
          END LOOP;
        END IF;
        IF v_pay IS NULL THEN
          v_check := 'floatAmountsTaken';
        END IF;
      END IF;
      IF v_check IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'BO001';
      END IF;
      a_resource_id := acct.id;
      a_supplier_id := acct.supplier_id;
      a_product_id := acct.product_id;
      a_payable_amount := v_pay;
      a_supplier_rate := v_rate[v_pos];
      a_supplier_fixed_fee := v_fixed[v_pos];
      EXIT;
    EXCEPTION WHEN SQLSTATE 'BO001' THEN
      -- Rolled back to the block's start: the lock and the mark are given back.
      v_fail := v_fail || jsonb_build_object(v_check, coalesce((v_fail ->> v_check)::integer, 0) + 1);
    END;
  END LOOP;
  a_info := json_build_object('checked', v_checked, 'failures', v_fail, 'resourceId', a_resource_id)::text;
END;
$$;
--> statement-breakpoint

-- The whole merchant create after the signature check: allocation and the insert in one
-- statement. A mchOrderNo the merchant already used raises BO002 (the caller answers the first
-- order); the statement's rollback undoes the allocation.
CREATE OR REPLACE FUNCTION bo_create_order(
  p_order_code text, p_merchant_id integer, p_mch_order_no text, p_product_id integer, p_amount bigint,
  p_order_type smallint, p_client_ip text, p_notify_url text, p_return_url text, p_subject text, p_body text,
  p_payer jsonb, p_merchant_fee bigint, p_now timestamptz, p_expires_at timestamptz,
  p_open smallint[], p_not_counted smallint[], p_allocated smallint, p_allocation_failed smallint)
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
  RETURN v_order;
END;
$$;
