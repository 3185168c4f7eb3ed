-- A message's notification names its team too ('m:<team>:<message>'), so a process with no socket
-- of that team skips it without reading the message (decision 023).
CREATE OR REPLACE FUNCTION "splits_messaging_notify_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('splits_messaging', 'm:' || NEW."organization_id"::text || ':' || NEW."id"::text);
  RETURN NULL;
END $$;
