import WheelCore
