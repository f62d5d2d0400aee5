-- Full-text search over sessions: title (A), advisor name and path titles (B), description (C).
-- The advisor and path names live in other tables, so a generated column cannot hold them: triggers
-- keep sessions.search_vector current whenever any of the four sources changes.
CREATE FUNCTION session_search_document(s_id uuid, s_title text, s_description text, s_coach_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(s_title, '')), 'A')
    || setweight(to_tsvector('english', coalesce((SELECT c.name FROM coaches c WHERE c.id = s_coach_id), '')), 'B')
    || setweight(to_tsvector('english', coalesce((
         SELECT string_agg(p.title, ' ') FROM path_sessions ps JOIN coaching_paths p ON p.id = ps.path_id
         WHERE ps.session_id = s_id), '')), 'B')
    || setweight(to_tsvector('english', coalesce(s_description, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION sessions_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := session_search_document(NEW.id, NEW.title, NEW.description, NEW.coach_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_search_refresh BEFORE INSERT OR UPDATE OF title, description, coach_id ON sessions
FOR EACH ROW EXECUTE FUNCTION sessions_search_refresh();
--> statement-breakpoint
CREATE FUNCTION path_sessions_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE sessions s SET search_vector = session_search_document(s.id, s.title, s.description, s.coach_id)
    WHERE s.id = NEW.session_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE sessions s SET search_vector = session_search_document(s.id, s.title, s.description, s.coach_id)
    WHERE s.id = OLD.session_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER path_sessions_search_refresh AFTER INSERT OR UPDATE OR DELETE ON path_sessions
FOR EACH ROW EXECUTE FUNCTION path_sessions_search_refresh();
--> statement-breakpoint
CREATE FUNCTION coaches_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions s SET search_vector = session_search_document(s.id, s.title, s.description, s.coach_id)
  WHERE s.coach_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coaches_search_refresh AFTER UPDATE OF name ON coaches
FOR EACH ROW EXECUTE FUNCTION coaches_search_refresh();
--> statement-breakpoint
CREATE FUNCTION coaching_paths_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions s SET search_vector = session_search_document(s.id, s.title, s.description, s.coach_id)
  WHERE s.id IN (SELECT ps.session_id FROM path_sessions ps WHERE ps.path_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coaching_paths_search_refresh AFTER UPDATE OF title ON coaching_paths
FOR EACH ROW EXECUTE FUNCTION coaching_paths_search_refresh();
--> statement-breakpoint
UPDATE sessions SET search_vector = session_search_document(id, title, description, coach_id);
