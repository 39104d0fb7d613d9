def watches_scan_dispatch(*, entity_ids):
    return None
