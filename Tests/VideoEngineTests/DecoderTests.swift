import Testing
@testable import VideoEngine
