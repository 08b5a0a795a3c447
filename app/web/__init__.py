"""HTTP layer: API controllers, pages, SSE and the error handler."""
