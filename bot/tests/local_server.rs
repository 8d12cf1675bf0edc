//! What the fakes share: the accept loop of a server on 127.0.0.1, each connection served on a
//! task of its own, stopped when the fake is dropped.

use std::future::Future;

use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// A fake's accept loop; dropping it stops the server.
pub struct ServerTask(JoinHandle<()>);

impl ServerTask {
    /// Accepts on `listener` until stopped, handing each connection to `serve` on a task of its
    /// own.
    pub fn serve_each<F>(
        listener: TcpListener,
        mut serve: impl FnMut(TcpStream) -> F + Send + 'static,
    ) -> ServerTask
    where
        F: Future<Output = ()> + Send + 'static,
    {
        ServerTask(tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serve(stream));
            }
        }))
    }

    /// Stops accepting (dropping does too); connections already served go on.
    pub fn stop(&self) {
        self.0.abort();
    }
}

impl Drop for ServerTask {
    fn drop(&mut self) {
        self.stop();
    }
}
