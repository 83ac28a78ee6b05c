-- The daily limits follow the settings LimitUseSuccessAmount and LimitMode (decision 050;
-- docs/decisions/051-settings-that-take-effect.md). bo_allocate of migration 0017, unchanged but for its daily-limit check:
-- - LimitUseSuccessAmount true (default): only orders that were paid or may still be paid count
--   (timed out, rejected, failed left out, p_not_counted); false: every order the account was given
--   today counts, whatever became of it (created amounts).
-- - LimitMode 'strict' (default): the new order must fit under the limit (today's amount plus its
--   own); 'relaxed': an account still under its amount limit takes the order even if that carries
--   it over. The count limit is the same in both: one order is one order.
-- The two settings are read here, only for an account that has a daily limit, instead of being
-- passed in: the create stays one statement and its signature (and bo_create_order) unchanged, and
-- every allocation (create, reselect, reject) follows them. The defaults below are the contract's
-- (src/contract/api/system-settings.ts); a test deletes the rows and checks they agree.
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
  v_ign_supplier integer;
  v_ign_amount bigint := 0;
  v_free bigint;
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
  v_limits_read boolean := false;
  v_count_created boolean;
  v_relaxed boolean;
BEGIN
  -- A re-allocated order's own reservation is not in the way of its new account.
  IF p_ignore_order IS NOT NULL THEN
    SELECT o.supplier_id, o.amount INTO v_ign_supplier, v_ign_amount FROM orders o
    WHERE o.id = p_ignore_order AND o.supplier_id IS NOT NULL AND o.status IN (1, 6, 7, 9, 12);
    v_ign_amount := coalesce(v_ign_amount, 0);
  END IF;
  -- The row checks (allocation.ts accountCheck), in its order: the first failed one counts.
  FOR cand IN
    SELECT r.id, up.rate, up.fixed_fee,
      CASE
        WHEN r.state <> 0 THEN 'resourceDisabled'
        WHEN u.role <> 'supplier' OR u.status <> 0 OR u.accept_orders IS NOT TRUE THEN 'supplierUnavailable'
        WHEN r.monitor_state = 5 THEN 'monitorOffline'
        WHEN b.user_id IS NULL
          OR b.balance - b.frozen_balance - b.reserved + CASE WHEN r.supplier_id = v_ign_supplier THEN v_ign_amount ELSE 0 END
            < greatest(p_amount, r.min_order_balance) THEN 'supplierBalance'
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
        END;
      END IF;
      IF v_check IS NULL THEN
        -- The supplier's balance row, locked until the order is written (or this block gives it
        -- back): creates on one supplier queue here, each seeing the reservations of those before.
        v_free := NULL;
        SELECT b.balance - b.frozen_balance - b.reserved + CASE WHEN acct.supplier_id = v_ign_supplier THEN v_ign_amount ELSE 0 END
          INTO v_free FROM balances b WHERE b.user_id = acct.supplier_id FOR NO KEY UPDATE;
        IF v_free IS NULL OR v_free < greatest(p_amount, acct.min_order_balance) THEN
          v_check := 'supplierBalance';
        END IF;
      END IF;
      IF v_check IS NULL THEN
        -- Counts under the lock (allocation.ts usageCheck): today's only when there is a daily limit.
        v_count := 0;
        v_sum := 0;
        IF acct.daily_count_limit > 0 OR acct.daily_amount_limit > 0 THEN
          IF NOT v_limits_read THEN
            v_count_created := coalesce((SELECT c.value = 'false'::jsonb FROM system_config c WHERE c.key = 'LimitUseSuccessAmount'), false);
            v_relaxed := coalesce((SELECT c.value = '"relaxed"'::jsonb FROM system_config c WHERE c.key = 'LimitMode'), false);
            v_limits_read := true;
          END IF;
          IF v_count_created THEN
            SELECT count(*), coalesce(sum(o.amount), 0) INTO v_count, v_sum FROM orders o
            WHERE o.resource_id = acct.id AND o.created_at >= v_day AND (p_ignore_order IS NULL OR o.id <> p_ignore_order);
          ELSIF p_ignore_order IS NULL THEN
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
          WHEN acct.daily_amount_limit > 0 AND CASE WHEN v_relaxed THEN v_sum >= acct.daily_amount_limit
            ELSE v_sum + p_amount > acct.daily_amount_limit END THEN 'dailyAmountLimit'
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
-- MessageDelay (decision 050): a payment record held before the matcher looks at it keeps the
-- time it may be looked at in the row itself, so a restart loses nothing: the delayed-match job
-- takes every record whose time has come.
ALTER TABLE "bank_statements" ADD COLUMN "match_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_records" ADD COLUMN "match_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bank_statements_match_after_idx" ON "bank_statements" USING btree ("match_after") WHERE match_after is not null;--> statement-breakpoint
CREATE INDEX "web_records_match_after_idx" ON "web_records" USING btree ("match_after") WHERE match_after is not null;
